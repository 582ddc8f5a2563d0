/**
 * Content errors as a writer reads them: each names the field once (Astro prints the path, the
 * message never repeats it) and says what is allowed.
 */
import { describe, expect, it } from 'vitest';
import { blogSchema, docSchema, guideSchema } from './docs-schemas';
import { readable } from './readable-errors';

const AUTHORS = ['daniel-okafor', 'lukas-weber', 'maya-chen', 'priya-raman', 'sofia-alves'];
const post = {
  title: 'Hello',
  excerpt: 'A short excerpt of the post.',
  date: '2025-04-03',
  category: 'security',
  author: 'maya-chen',
};
const guide = {
  title: 'Deploy your first app',
  description: 'Install the CLI, log in and put an app online.',
  category: 'getting-started',
  order: 1,
  level: 'Beginner',
  date: '2025-03-04',
};

async function issues(schema: Parameters<typeof readable>[0], data: unknown) {
  const result = await readable(schema).safeParseAsync(data);
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
}

describe('readable content errors', () => {
  it.each([
    [
      'a missing field',
      blogSchema(AUTHORS),
      { ...post, excerpt: undefined },
      'excerpt',
      'missing (expected text of 20 to 260 characters)',
    ],
    [
      'an unknown author',
      blogSchema(AUTHORS),
      { ...post, author: 'x' },
      'author',
      `'x' is not one of: ${AUTHORS.join(', ')}`,
    ],
    [
      'a number where text goes',
      blogSchema(AUTHORS),
      { ...post, title: 42 },
      'title',
      '42 is a number (expected text of at least 3 characters)',
    ],
    [
      'text where a number goes',
      guideSchema,
      { ...guide, order: 'first' },
      'order',
      "'first' is text (expected a whole number, 0 or more)",
    ],
    [
      'text where true or false goes',
      guideSchema,
      { ...guide, featured: 'yes' },
      'featured',
      "'yes' is text (expected true or false)",
    ],
    [
      'a negative order',
      guideSchema,
      { ...guide, order: -1 },
      'order',
      '-1 is too small (expected a whole number, 0 or more)',
    ],
    [
      'a description too short',
      guideSchema,
      { ...guide, description: 'Short.' },
      'description',
      'too short at 6 characters (expected text of 20 to 200 characters)',
    ],
    [
      'an unknown level',
      guideSchema,
      { ...guide, level: 'Expert' },
      'level',
      "'Expert' is not one of: Beginner, Intermediate, Advanced",
    ],
    ['a missing date', guideSchema, { ...guide, date: undefined }, 'date', 'missing (expected a date (YYYY-MM-DD))'],
    [
      'a date that does not exist',
      guideSchema,
      { ...guide, date: '2025-02-30' },
      'date',
      '"2025-02-30" is not a real date (write YYYY-MM-DD)',
    ],
  ])('%s', async (_, schema, data, field, message) => {
    expect(await issues(schema, data)).toEqual([[field, message]]);
  });

  it('lists every bad field, each once', async () => {
    const found = await issues(docSchema, { title: 'Compute', section: 'billing', order: 3 });
    expect(found).toEqual([
      ['description', 'missing (expected text of 20 to 200 characters)'],
      ['section', "'billing' is not one of: reference, platform, ai-data"],
    ]);
  });

  it('passes good frontmatter through exactly as the schema outputs it', async () => {
    const parsed = await readable(guideSchema).parseAsync(guide);
    expect(parsed).toEqual(guideSchema.parse(guide));
    expect(parsed.date).toBeInstanceOf(Date);
  });
});
