// Cheap checks of built HTML for the mistakes the Nu HTML Checker found on every page once (`npm run
// audit` runs the checker itself, which needs Java and takes seconds): an id used twice on a page,
// `pathLength` on an SVG element other than `<path>` (HTML's SVG allows it nowhere else), anything
// after `</html>` (a component rendered outside the layout), and the Speculation Rules written once
// per page (the layout's one place, docs/decisions/prerender-on-intent.md).

/** A start tag with its attributes; quoted values may hold `>`. */
const START_TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Start tags outside comments and the bodies of script, style and template. */
function* startTags(html) {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b([^>]*)>[\s\S]*?<\/\1>/gi, '<$1$2>');
  for (const [, name, attributes] of markup.matchAll(START_TAG)) {
    const attrs = new Map();
    for (const [, key, ...values] of attributes.matchAll(ATTRIBUTE))
      attrs.set(key, values.find((v) => v !== undefined) ?? '');
    yield { name: name.toLowerCase(), attrs };
  }
}

/** What is wrong with one page, as sentences (empty when nothing is). */
export function checkHtml(html) {
  const problems = [];
  const ids = new Map();
  for (const { name, attrs } of startTags(html)) {
    if (attrs.has('id')) ids.set(attrs.get('id'), (ids.get(attrs.get('id')) ?? 0) + 1);
    if (attrs.has('pathLength') && name !== 'path') problems.push(`pathLength on <${name}> (only <path> may carry it)`);
  }
  for (const [id, count] of ids) if (count > 1) problems.push(`id "${id}" used ${count} times`);
  const end = html.search(/<\/html\s*>/i);
  if (end >= 0) {
    const after = html
      .slice(end)
      .replace(/^<\/html\s*>/i, '')
      .trim();
    if (after) problems.push(`after </html>: ${after.slice(0, 60)}${after.length > 60 ? '…' : ''}`);
  }
  const rules = html.match(/<script\b[^>]*\btype="speculationrules"/g)?.length ?? 0;
  if (rules !== 1) problems.push(`${rules} Speculation Rules scripts (the layout writes exactly one)`);
  return problems;
}
