/**
 * Every published blog post is a real article: at least 600 words of body text, not counting
 * its frontmatter and code blocks (posts used to read "1 min read").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bodyText } from '../components/docs/reading-time';

const MIN_WORDS = 600;
const blogDir = resolve(import.meta.dirname, '..', '..', 'content', 'blog');

/** Frontmatter and body of an MDX file; a post without frontmatter fails the schema anyway. */
function split(source: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  return { frontmatter: match?.[1] ?? '', body: match?.[2] ?? source };
}

const posts = readdirSync(blogDir)
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => ({ file, ...split(readFileSync(join(blogDir, file), 'utf8')) }))
  .filter(({ frontmatter }) => !/^draft:\s*true\s*$/m.test(frontmatter));

describe('blog posts', () => {
  it('finds the published posts', () => {
    expect(posts.length).toBeGreaterThan(0);
  });

  it.each(posts)(`$file has at least ${MIN_WORDS} words of body text`, ({ body }) => {
    expect(bodyText(body).words).toBeGreaterThanOrEqual(MIN_WORDS);
  });
});
