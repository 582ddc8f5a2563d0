/**
 * Frontmatter schemas of the docs area: good entries pass, bad ones fail naming the field, and
 * Astro itself stops a build on a bad file, naming the file and the field.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogSchema, changelogSchema, docSchema, guideSchema, legalSchema } from './docs-schemas';

const root = resolve(import.meta.dirname, '..', '..');
const { PATH = '' } = process.env;

const goodGuide = {
  title: 'Deploy your first app',
  description: 'Install the CLI, log in and put an app online.',
  category: 'getting-started',
  order: 1,
  level: 'Beginner',
  date: '2025-03-04',
};

describe('schemas accept good frontmatter', () => {
  it.each([
    [
      'doc',
      docSchema,
      { title: 'Compute', description: 'Instance types, images and lifecycle.', section: 'platform', order: 3 },
    ],
    ['guide', guideSchema, goodGuide],
    [
      'blog post',
      blogSchema(['maya-chen']),
      {
        title: 'Hello',
        excerpt: 'A short excerpt of the post.',
        date: '2025-04-03',
        category: 'security',
        author: 'maya-chen',
      },
    ],
    [
      'legal page',
      legalSchema,
      { title: 'Terms', description: 'The terms of service of the site.', updated: '2025-04-10' },
    ],
  ])('%s', (_, schema, data) => {
    expect(schema.safeParse(data).success).toBe(true);
  });

  it('turns dates into real Date values and drafts default to false', () => {
    const guide = guideSchema.parse(goodGuide);
    expect(guide.date.toISOString()).toBe('2025-03-04T00:00:00.000Z');
    expect(guide.draft).toBe(false);
  });
});

describe('schemas reject bad frontmatter, naming the field', () => {
  it.each([
    ['a missing description', { ...goodGuide, description: undefined }, 'description'],
    ['an unknown category', { ...goodGuide, category: 'marketing' }, 'category'],
    ['a date that does not exist', { ...goodGuide, date: '2025-02-30' }, 'date'],
    ['a date in another format', { ...goodGuide, date: '03/04/2025' }, 'date'],
    ['an unknown level', { ...goodGuide, level: 'Expert' }, 'level'],
  ])('%s', (_, data, field) => {
    const result = guideSchema.safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('blog posts need a known category', () => {
    const result = blogSchema(['maya-chen']).safeParse({
      title: 'Hello',
      excerpt: 'A short excerpt of the post.',
      date: '2025-04-03',
      category: 'news',
      author: 'maya-chen',
    });
    expect(result.error?.issues[0]?.path).toEqual(['category']);
  });

  it('a changelog entry needs a summary of a sentence or two, and a real date', () => {
    const good = { title: 'API tokens', date: '2026-11-27', summary: 'Call the API from scripts with a token.' };
    expect(changelogSchema.parse(good).draft).toBe(false);
    const paths = (data: object) => changelogSchema.safeParse(data).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ ...good, summary: 'Short.' })).toEqual(['summary']);
    expect(paths({ ...good, date: '2026-02-30' })).toEqual(['date']);
  });
});

describe('astro build on a bad content file', () => {
  it('fails, names the file, and says once per field what is allowed', { timeout: 90_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'nimbus-schema-'));
    try {
      mkdirSync(join(dir, 'src'));
      symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
      cpSync(join(import.meta.dirname, '__fixtures__', 'content'), join(dir, 'content'), { recursive: true });
      writeFileSync(
        join(dir, 'astro.config.mjs'),
        "import { defineConfig } from 'astro/config';\nexport default defineConfig({});\n",
      );
      // The project's own blog and authors collections, with its readable errors, over the fixture files.
      writeFileSync(
        join(dir, 'src', 'content.config.ts'),
        [
          `import { docsCollections } from ${JSON.stringify(join(import.meta.dirname, 'docs.ts'))};`,
          `import { readableCollections } from ${JSON.stringify(join(import.meta.dirname, 'readable-errors.ts'))};`,
          'const { blog, authors } = docsCollections;',
          'export const collections = readableCollections({ blog, authors });',
        ].join('\n'),
      );
      const astro = spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['sync'], {
        cwd: dir,
        encoding: 'utf8',
        env: {
          ...process.env,
          PATH: `${join(root, 'node_modules', '.bin')}:${PATH}`,
          ASTRO_TELEMETRY_DISABLED: '1',
          NO_COLOR: '1',
        },
      });
      const output = `${astro.stdout}${astro.stderr}`;
      expect(astro.status).not.toBe(0);
      expect(output).toContain('content/blog/bad-post.md');
      const lines = output.split('\n').map((line) => line.trim());
      expect(lines).toContain('excerpt: missing (expected text of 20 to 260 characters)');
      expect(lines).toContain("author: 'nobody' is not one of: lukas-weber, maya-chen");
      expect(lines).toContain("featured: 'yes please' is text (expected true or false)");
      expect(output).not.toMatch(/excerpt\W+excerpt|Did not match union/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
