/**
 * Frontmatter schemas of the docs, guides, blog, authors and legal collections. Plain zod with no
 * `astro:content` import, so unit tests validate fixtures with exactly what the build uses.
 */
import { z } from 'astro/zod';

/** Sidebar groups of the docs, in display order. */
export const docSections = [
  { id: 'reference', label: 'Reference' },
  { id: 'platform', label: 'Platform' },
  { id: 'ai-data', label: 'AI & Data' },
] as const;

/** Guide categories of /docs/guides, in display order. */
export const guideCategories = [
  { id: 'getting-started', label: 'Getting Started' },
  { id: 'deployment', label: 'Deployment' },
  { id: 'ai-ml', label: 'AI & Machine Learning' },
] as const;

/** Blog categories of the filter row after "All Posts"; the slug is the URL of /blog/category/{slug}. */
export const blogCategories = [
  { id: 'product-updates', label: 'Product Updates' },
  { id: 'tutorials', label: 'Tutorials' },
  { id: 'engineering', label: 'Engineering' },
  { id: 'best-practices', label: 'Best Practices' },
  { id: 'security', label: 'Security' },
  { id: 'case-studies', label: 'Case Studies' },
] as const;

type Ids<T extends readonly { id: string }[]> = [T[number]['id'], ...T[number]['id'][]];
const ids = <T extends readonly { id: string }[]>(list: T) => list.map((item) => item.id) as Ids<T>;

/** A calendar date written as YYYY-MM-DD (a real date: 2025-02-30 fails). */
const calendarDate = z
  .string()
  .or(z.date())
  .transform((value, ctx) => {
    const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
    const date = new Date(`${text}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
      ctx.addIssue({ code: 'custom', message: `"${text}" is not a real date (write YYYY-MM-DD)` });
      return z.NEVER;
    }
    return date;
  });

export const docSchema = z.object({
  /** Page title, also the sidebar label unless `sidebarLabel` is set. */
  title: z.string().min(3),
  /** One sentence for the meta description, the hub and search results. */
  description: z.string().min(20).max(200),
  /** Sidebar group. */
  section: z.enum(ids(docSections)),
  /** Position inside its sidebar group (lower first). */
  order: z.number().int().nonnegative(),
  /** Shorter label for the sidebar. */
  sidebarLabel: z.string().optional(),
  /** Show the "On this page" table of contents (long pages only need it). */
  toc: z.boolean().default(true),
  /** Date of the last real change, shown as "Last updated" instead of the file's last commit. */
  updated: calendarDate.optional(),
  /** A draft is shown by `npm run dev` and left out of `npm run build` (pages, sitemap, search, llms files). */
  draft: z.boolean().default(false),
});

export const guideSchema = z.object({
  /** Guide title. */
  title: z.string().min(3),
  /** One sentence shown on /docs/guides and in search results. */
  description: z.string().min(20).max(200),
  /** Category on /docs/guides. */
  category: z.enum(ids(guideCategories)),
  /** Position inside its category (lower first). */
  order: z.number().int().nonnegative(),
  /** Featured guides head /docs/guides (two of them). */
  featured: z.boolean().default(false),
  /** Skill level shown beside the read time. */
  level: z.enum(['Beginner', 'Intermediate', 'Advanced']),
  /** Publication date. */
  date: calendarDate,
  /** Date of the last real change, shown as "Last updated" instead of the file's last commit. */
  updated: calendarDate.optional(),
  /** A draft is shown by `npm run dev` and left out of `npm run build` (pages, sitemap, search, llms files). */
  draft: z.boolean().default(false),
});

export const authorSchema = z.object({
  /** Full name. */
  name: z.string().min(2),
  /** Job title shown under the name on posts. */
  role: z.string().min(2),
});

/** A blog post's frontmatter; `authors` are the ids of content/authors (file names without `.json`). */
export const blogSchema = (authors: readonly string[]) =>
  z.object({
    /** Post title. */
    title: z.string().min(3),
    /** One or two sentences for cards, RSS and the meta description. */
    excerpt: z.string().min(20).max(260),
    /** Publication date. */
    date: calendarDate,
    /** Filter category. */
    category: z.enum(ids(blogCategories)),
    /** Author id: a file name in content/authors. */
    author: z.enum(authors),
    /** The featured post leads /blog (the newest featured one wins). */
    featured: z.boolean().default(false),
    /** Date of the last real change, shown as "Last updated" instead of the file's last commit. */
    updated: calendarDate.optional(),
    /** A draft is shown by `npm run dev` and left out of `npm run build` (pages, sitemap, RSS, search, llms files). */
    draft: z.boolean().default(false),
  });

export const legalSchema = z.object({
  /** Page title. */
  title: z.string().min(3),
  /** One sentence for the meta description. */
  description: z.string().min(20).max(200),
  /** Date of the revision in force, shown as "Last updated". */
  updated: calendarDate,
  /** Drafts are left out of the build. */
  draft: z.boolean().default(false),
});

/** One entry of /changelog: a capability customers can use now. */
export const changelogSchema = z.object({
  /** What shipped, as a customer would name it. */
  title: z.string().min(3),
  /** The day it reached customers. */
  date: calendarDate,
  /** One or two sentences for the feed and the list. */
  summary: z.string().min(20).max(260),
  /** A draft is shown by `npm run dev` and left out of `npm run build` (page, sitemap, feed). */
  draft: z.boolean().default(false),
});
