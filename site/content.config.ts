/**
 * Every content collection, loaded from `content/` with a zod schema. Each concern keeps its
 * collections in its own module under `site/collections/`.
 */
import { catalogCollections } from './collections/catalog';
import { docsCollections } from './collections/docs';
import { marketingCollections } from './collections/marketing';
import { readableCollections } from './collections/readable-errors';

// Errors in a content file name the field once and say what is allowed (see readable-errors.ts).
export const collections = readableCollections({ ...catalogCollections, ...docsCollections, ...marketingCollections });
