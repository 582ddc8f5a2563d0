/**
 * One page of each kind from a list of URL paths: every top-level page, every page in `always`, and
 * the first page of each folder (/docs/*, /docs/guides/*, /docs/api/*, /blog/*, /blog/category/*, …),
 * since the pages of one folder share their layout, its scripts and its markup. `npm test`
 * checks these (bytes in the fast audit, axe in the browser tests' sitemap pass); `npm run audit`
 * checks every page.
 * @param {string[]} paths
 * @param {Iterable<string>} [always]
 * @returns {string[]}
 */
export function onePerSection(paths, always = []) {
  const kept = new Set(always);
  const folders = new Set();
  return paths.filter((path) => {
    const parts = path.split('/').filter(Boolean);
    if (parts.length <= 1 || kept.has(path)) return true;
    const folder = parts.slice(0, -1).join('/');
    if (folders.has(folder)) return false;
    folders.add(folder);
    return true;
  });
}
