// The bundles islands share, named by the files and packages in them rather than by patterns over
// paths: a listed file that does not exist (renamed, moved) stops the build instead of silently
// moving its code into another bundle.
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';

/**
 * A Rolldown code-splitting group: the modules of `packages` (under node_modules) and the site's
 * `files` (paths from the project root).
 * @param {string} name
 * @param {{ packages?: string[]; files?: string[] }} members
 */
export function chunkGroup(name, { packages = [], files = [] }) {
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `Chunk group "${name}" names files that do not exist: ${missing.join(', ')} (update astro.config.mjs)`,
    );
  }
  const paths = new Set(files.map((file) => resolve(file)));
  const folders = packages.map((pkg) => `${sep}node_modules${sep}${pkg.split('/').join(sep)}${sep}`);
  return {
    name,
    /** @param {string} id */
    test: (id) => {
      const path = id.split('?')[0] ?? id;
      return paths.has(path) || folders.some((folder) => path.includes(folder));
    },
  };
}
