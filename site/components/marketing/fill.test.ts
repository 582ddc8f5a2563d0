import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../shared/config';
import { fill } from './fill';

describe('fill', () => {
  it('replaces placeholders with config values', () => {
    expect(fill('{name}: {locations} locations, {uptimeSla} SLA')).toBe(
      `${site.name}: ${site.figures.locations} locations, ${site.figures.uptimeSla} SLA`,
    );
  });

  it('refuses an unknown placeholder', () => {
    expect(() => fill('{nope}')).toThrow('Unknown placeholder {nope}');
  });
});

describe('content/marketing', () => {
  const root = 'content/marketing';
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ya?ml|mdx?)$/.test(f));
  const literals = [
    site.name,
    site.supportEmail,
    site.salesEmail,
    site.careersEmail,
    site.phone,
    site.figures.uptimeSla,
    `${site.figures.locations} locations`,
    `${site.figures.teamSize} `,
    ...site.offices.map((o) => o.address),
  ];

  it.each(files)('%s repeats no brand name, contact detail or figure from the config', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    for (const literal of literals) expect(text).not.toContain(literal);
  });
});
