// The Worker bundles its mail templates (content/mail/*.md) as text through wrangler.toml's
// `[[rules]]`; code that loads the Worker's modules with Vite's module runner (the OpenAPI document,
// the API table of docs/api.md) needs the same, or Vite would parse the Markdown as JavaScript.
import { readFile } from 'node:fs/promises';

const MAIL_TEMPLATE = /[\\/]content[\\/]mail[\\/][^\\/]+\.md$/;

/** @returns {import('vite').Plugin} */
export function mailTemplatesAsText() {
  return {
    name: 'nimbus:mail-templates-as-text',
    enforce: 'pre',
    load: async (id) =>
      MAIL_TEMPLATE.test(id) ? `export default ${JSON.stringify(await readFile(id, 'utf8'))};` : undefined,
  };
}
