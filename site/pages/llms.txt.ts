/** /llms.txt (docs/decisions/docs-for-machines.md): docs, API reference and guides for language models, each with a one-line summary. */
import type { APIContext } from 'astro';
import { docSections } from '../collections/docs-schemas';
import { getDocPages, getGuides, guideUrl } from '../components/docs/content';
import { llmsText } from '../lib/llms';
import { site } from '../shared/config';

export async function GET(context: APIContext) {
  const origin = (context.site ?? new URL(site.url)).origin;
  const [pages, guides] = await Promise.all([getDocPages(), getGuides()]);
  // Docs in sidebar order: by section, then by their order within it.
  const docs = docSections.flatMap((section) => pages.filter((doc) => doc.section === section.id));
  const markdown = (href: string) => `${origin}${href}.md`;
  const isApi = (href: string) => href === '/docs/api' || href.startsWith('/docs/api/');
  const page = (doc: { title: string; href: string; description: string }) => ({
    title: doc.title,
    href: markdown(doc.href),
    summary: doc.description,
  });
  const body = llmsText({
    name: site.name,
    summary: site.description,
    details: [
      `Every page below is the Markdown copy of a page of ${origin} (the same path plus \`.md\`);`,
      `${origin}/llms-full.txt has all of them in one file. The Storefront API is the JSON API of this`,
      `website; its OpenAPI 3.1 document is at ${origin}/api/openapi.json.`,
    ].join(' '),
    sections: [
      { title: 'Docs', links: docs.filter((doc) => !isApi(doc.href)).map(page) },
      {
        title: 'API reference',
        links: [
          ...docs.filter((doc) => isApi(doc.href)).map(page),
          {
            title: 'OpenAPI document',
            href: `${origin}/api/openapi.json`,
            summary: 'The Storefront API as OpenAPI 3.1 (JSON), generated from the schemas that validate it.',
          },
        ],
      },
      {
        title: 'Guides',
        links: guides.map((guide) => ({
          title: guide.data.title,
          href: markdown(guideUrl(guide)),
          summary: guide.data.description,
        })),
      },
    ],
  });
  return new Response(`${body}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
