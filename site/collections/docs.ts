/** Collections of the docs area: docs pages, guides, blog posts with their authors, legal pages and the changelog. */

import { defineCollection, reference } from 'astro:content';
import { readdirSync } from 'node:fs';
import { glob } from 'astro/loaders';
import { authorSchema, blogSchema, changelogSchema, docSchema, guideSchema, legalSchema } from './docs-schemas';

const mdx = (name: string) => glob({ base: `./content/${name}`, pattern: '**/*.{md,mdx}' });

// A post's author must be one of these files, so an unknown one fails on the post, listing the authors.
const authorIds = readdirSync('./content/authors')
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();
const blog = blogSchema(authorIds);

export const docsCollections = {
  docs: defineCollection({ loader: mdx('docs'), schema: docSchema }),
  guides: defineCollection({ loader: mdx('guides'), schema: guideSchema }),
  authors: defineCollection({
    loader: glob({ base: './content/authors', pattern: '**/*.json' }),
    schema: authorSchema,
  }),
  blog: defineCollection({
    loader: mdx('blog'),
    schema: blog.extend({ author: blog.shape.author.pipe(reference('authors')) }),
  }),
  legal: defineCollection({ loader: mdx('legal'), schema: legalSchema }),
  changelog: defineCollection({ loader: mdx('changelog'), schema: changelogSchema }),
};
