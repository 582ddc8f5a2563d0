/** /changelog/feed.xml: every changelog entry, newest first. */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getChangelog } from '../../components/docs/content';
import { site } from '../../shared/config';

export async function GET(context: APIContext) {
  const entries = await getChangelog();
  return rss({
    title: `${site.name} changelog`,
    description: `What is new in ${site.name}, newest first.`,
    site: context.site ?? site.url,
    items: entries.map((entry) => ({
      title: entry.data.title,
      description: entry.data.summary,
      pubDate: entry.data.date,
      link: `/changelog#${entry.id}`,
    })),
    customData: '<language>en-us</language>',
    trailingSlash: false,
  });
}
