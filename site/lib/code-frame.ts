/**
 * A Shiki transformer that frames every highlighted code block at build time: a bar with the
 * language above the code, where the copy button (components/docs/CopyCode.astro) goes once
 * scripts run. The bar has its own height from the start, so adding the button moves nothing
 * (no layout shift), and the button never covers code.
 */
import type { ElementContent } from 'hast';
import type { ShikiTransformer } from 'shiki';

const LABELS: Record<string, string> = {
  bash: 'Shell',
  sh: 'Shell',
  shell: 'Shell',
  console: 'Terminal',
  js: 'JavaScript',
  javascript: 'JavaScript',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  py: 'Python',
  python: 'Python',
  json: 'JSON',
  yaml: 'YAML',
  yml: 'YAML',
  toml: 'TOML',
  sql: 'SQL',
  dockerfile: 'Dockerfile',
  http: 'HTTP',
  ini: 'INI',
  nginx: 'nginx',
  text: 'Text',
  plaintext: 'Text',
  txt: 'Text',
};

export function codeLabel(lang: string): string {
  return LABELS[lang.toLowerCase()] ?? lang;
}

export const codeFrame: ShikiTransformer = {
  name: 'nimbus:code-frame',
  root(root) {
    const lang = this.options.lang;
    return {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'div',
          properties: { className: ['code-block'] },
          children: [
            {
              type: 'element',
              tagName: 'div',
              properties: { className: ['code-bar'], 'data-pagefind-ignore': '' },
              children: [
                {
                  type: 'element',
                  tagName: 'span',
                  properties: { className: ['code-lang'] },
                  children: [{ type: 'text', value: codeLabel(lang) }],
                },
              ],
            },
            // Shiki's root holds just the <pre>.
            ...(root.children as ElementContent[]),
          ],
        },
      ],
    };
  },
};
