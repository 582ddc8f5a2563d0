/** /status/feed.xml: every incident and maintenance, newest first (docs/decisions/status-history-from-incident-files.md). */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { componentNames, incidents } from '../../components/status/data';
import { impactLabel } from '../../lib/uptime';
import { site } from '../../shared/config';

export async function GET(context: APIContext) {
  const all = await incidents();
  const items = await Promise.all(
    all.map(async (incident) => {
      const names = await componentNames(incident);
      const latest = incident.data.updates[0];
      return {
        title: incident.data.title,
        description: `${names.join(', ')}. ${latest?.content ?? ''}`,
        pubDate: incident.data.start,
        link: `/status/incidents/${incident.id}`,
        categories: Object.values(incident.data.components).map((impact) => impactLabel[impact]),
      };
    }),
  );
  return rss({
    title: `${site.name} status`,
    description: `Incidents and maintenance of ${site.name}, newest first.`,
    site: context.site ?? site.url,
    items,
    customData: '<language>en-us</language>',
    trailingSlash: false,
  });
}
