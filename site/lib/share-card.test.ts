import { describe, expect, it } from 'vitest';
import { site } from '../shared/config';
import { cardTitle, sectionOf, shareCard } from './share-card';

describe('shareCard', () => {
  it('names the section of a path', () => {
    expect(sectionOf('/', site.name)).toBe(site.name);
    expect(sectionOf('/index', site.name)).toBe(site.name);
    expect(sectionOf('/docs/guides/deploy-first-app', site.name)).toBe('Guides');
    expect(sectionOf('/docs/compute', site.name)).toBe('Docs');
    expect(sectionOf('/blog/how-we-schedule-gpus.html', site.name)).toBe('Blog');
    expect(sectionOf('/status/incidents/x', site.name)).toBe('Status');
    expect(sectionOf('/docsearch', site.name)).toBe(site.name);
  });

  it('drops the brand suffix from the title', () => {
    expect(cardTitle(`Pricing · ${site.name}`, site.name)).toBe('Pricing');
    expect(cardTitle(site.name, site.name)).toBe(site.name);
  });

  it('gives the same inputs the same name and different inputs different names', () => {
    const a = shareCard(`Pricing · ${site.name}`, '/pricing', site.name);
    expect(a).toEqual(shareCard(`Pricing · ${site.name}`, '/pricing.html', site.name));
    expect(a.path).toMatch(/^\/og\/[0-9a-f]{16}\.png$/);
    expect(shareCard(`Pricing! · ${site.name}`, '/pricing', site.name).path).not.toBe(a.path);
    expect(shareCard(`Pricing · ${site.name}`, '/docs/pricing', site.name).path).not.toBe(a.path);
  });
});
