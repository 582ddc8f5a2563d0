/** `{placeholder}` filling for marketing copy: figures and contact details come from the site config (docs/decisions/site-config-holds-the-facts.md). */
import { site } from '../../shared/config';

export const placeholders: Record<string, string> = {
  name: site.name,
  shortName: site.shortName,
  locations: site.figures.locations,
  uptimeSla: site.figures.uptimeSla,
  support: site.figures.support,
  founded: String(site.figures.founded),
  teamSize: site.figures.teamSize,
  countries: String(site.figures.countries),
  backups: site.figures.backups,
  freeTier: `${site.freeTier.vcpu} vCPU, ${site.freeTier.memory} RAM, ${site.freeTier.storage} storage, ${site.freeTier.bandwidth} bandwidth`,
};

/** Replaces `{key}` with its config value; an unknown key fails the build rather than shipping braces. */
export function fill(text: string): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = placeholders[key];
    if (value === undefined) throw new Error(`Unknown placeholder {${key}} in marketing copy`);
    return value;
  });
}
