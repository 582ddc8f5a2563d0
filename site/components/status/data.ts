/**
 * The status data of the build (docs/decisions/status-history-from-incident-files.md): components, incidents from `content/incidents/`, and each
 * component's 90 daily bars ending on the build date (UTC). The arithmetic lives in
 * `site/lib/uptime.ts`; this module only loads the content and checks that every incident
 * names known components.
 */
import { type CollectionEntry, getCollection } from 'astro:content';
import { componentHistory, type History, isoDay, type UptimeIncident } from '../../lib/uptime';

export type Incident = CollectionEntry<'incidents'>;
export type StatusComponent = CollectionEntry<'statusComponents'>;

/** The instant the site is built: the bars end on its UTC date and ongoing incidents count until it. */
export const buildTime = new Date();
export const buildDate = isoDay(buildTime);
export const historyDays = 90;

export async function statusComponents(): Promise<StatusComponent[]> {
  return (await getCollection('statusComponents')).sort((a, b) => a.data.order - b.data.order);
}

/** Every incident, newest first; fails the build on a component id that does not exist. */
export async function incidents(): Promise<Incident[]> {
  const known = new Set((await statusComponents()).map((c) => c.id));
  const all = await getCollection('incidents');
  for (const incident of all) {
    for (const id of Object.keys(incident.data.components)) {
      if (!known.has(id)) {
        throw new Error(
          `content/incidents/${incident.id}.md: components.${id} is not a component id of content/marketing/status-components.yaml (${[...known].join(', ')})`,
        );
      }
    }
  }
  return all.sort((a, b) => b.data.start.getTime() - a.data.start.getTime());
}

export function toUptimeIncident(incident: Incident): UptimeIncident {
  return {
    id: incident.id,
    title: incident.data.title,
    start: incident.data.start,
    end: incident.data.end ?? null,
    impacts: incident.data.components,
  };
}

/** Each component with its history over the last 90 days. */
export async function componentHistories(): Promise<{ component: StatusComponent; history: History }[]> {
  const list = (await incidents()).map(toUptimeIncident);
  return (await statusComponents()).map((component) => ({
    component,
    history: componentHistory(component.id, list, { endDate: buildDate, now: buildTime, days: historyDays }),
  }));
}

/** Names of the components an incident affects, in display order. */
export async function componentNames(incident: Incident): Promise<string[]> {
  return (await statusComponents()).filter((c) => c.id in incident.data.components).map((c) => c.data.name);
}
