/** Collections of the docs area: docs pages, guides, blog posts with their authors, and legal pages. */
import { defineCollection, reference } from 'astro:content';
import { glob } from 'astro/loaders';
import { authorSchema, blogSchema, docSchema, guideSchema, legalSchema } from './docs-schemas';

const mdx = (name: string) => glob({ base: `./content/${name}`, pattern: '**/*.{md,mdx}' });

export const docsCollections = {
  docs: defineCollection({ loader: mdx('docs'), schema: docSchema }),
  guides: defineCollection({ loader: mdx('guides'), schema: guideSchema }),
  authors: defineCollection({
    loader: glob({ base: './content/authors', pattern: '**/*.json' }),
    schema: authorSchema,
  }),
  blog: defineCollection({ loader: mdx('blog'), schema: blogSchema.extend({ author: reference('authors') }) }),
  legal: defineCollection({ loader: mdx('legal'), schema: legalSchema }),
};
