/**
 * Stands in, in the Worker bundle, for the schema libraries other than Valibot that hono-openapi's
 * converters import on demand (wrangler.toml `[alias]`). Every schema of this API is Valibot, so
 * those converters never run; without this, zod alone (installed for Astro) would add 700 KB of
 * code to the Worker. Importing this fails the way a missing library does, which they handle.
 */
export {};

throw new Error('This Worker converts Valibot schemas only (see wrangler.toml [alias]).');
