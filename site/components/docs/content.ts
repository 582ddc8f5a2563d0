/**
 * Reads the docs-area collections for pages and layouts: published entries only (drafts are
 * dropped here, so every page, the feed, the sitemap, search and the llms files agree), read times
 * and the docs sidebar.
 */
import { type CollectionEntry, getCollection } from 'astro:content';
import { blogCategories, docSections, guideCategories } from '../../collections/docs-schemas';
import { readingMinutes } from './reading-time';

export { formatDate, readingMinutes } from './reading-time';

export type Doc = CollectionEntry<'docs'>;
export type Guide = CollectionEntry<'guides'>;
export type Post = CollectionEntry<'blog'>;

/** A draft is built by the dev server, where its writer reads it, and by no production build. */
export const published = ({ data }: { data: { draft: boolean } }) => import.meta.env.DEV || !data.draft;

export const docUrl = (doc: Doc) => `/docs/${doc.id}`;
export const guideUrl = (guide: Guide) => `/docs/guides/${guide.id}`;
export const postUrl = (post: Post) => `/blog/${post.id}`;
export const categoryUrl = (id: string) => `/blog/category/${id}`;

export const guideCategoryLabel = (id: Guide['data']['category']) =>
  guideCategories.find((c) => c.id === id)?.label ?? id;
export const blogCategoryLabel = (id: Post['data']['category']) => blogCategories.find((c) => c.id === id)?.label ?? id;

/** Minutes a step runs, on top of reading it: guides are followed along (spec: 5 to 15 min guides). */
const GUIDE_MINUTES_PER_STEP = 1;

/** Read time in minutes, computed from the entry's text; a guide also counts its steps (code blocks). */
export const readTime = (entry: Guide | Post) =>
  readingMinutes(entry.body ?? '', { minutesPerCodeBlock: entry.collection === 'guides' ? GUIDE_MINUTES_PER_STEP : 0 });

export async function getDocs() {
  const docs = await getCollection('docs', published);
  return docs.sort((a, b) => a.data.order - b.data.order || a.data.title.localeCompare(b.data.title));
}

export async function getGuides() {
  const guides = await getCollection('guides', published);
  const rank = (g: Guide) => guideCategories.findIndex((c) => c.id === g.data.category);
  return guides.sort((a, b) => rank(a) - rank(b) || a.data.order - b.data.order);
}

/** Newest first. */
export async function getPosts() {
  const posts = await getCollection('blog', published);
  return posts.sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}

export type ChangelogEntry = CollectionEntry<'changelog'>;

/** /changelog's entries, newest first. */
export async function getChangelog() {
  const entries = await getCollection('changelog', published);
  return entries.sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id));
}

/** A docs page for lists (sidebar, hub, llms.txt): an MDX entry, or a page built from data. */
export type DocPage = {
  href: string;
  title: string;
  /** Shorter label for the sidebar. */
  label: string;
  description: string;
  section: Doc['data']['section'];
  order: number;
};

/**
 * Docs pages that are not MDX files: the Storefront API reference is built from the API's OpenAPI
 * document (site/pages/docs/api/storefront.astro). Order 4.5 puts it after the Networking API.
 */
export const generatedDocs: DocPage[] = [
  {
    href: '/docs/api/storefront',
    title: 'Storefront API',
    label: 'Storefront API',
    description:
      'The JSON API behind this website: accounts, profile, plans, cart, coupons and contact, generated from its OpenAPI document.',
    section: 'reference',
    order: 4.5,
  },
];

/** Every docs page, MDX or generated, in sidebar order. */
export async function getDocPages(): Promise<DocPage[]> {
  const docs = (await getDocs()).map((doc) => ({
    href: docUrl(doc),
    title: doc.data.title,
    label: doc.data.sidebarLabel ?? doc.data.title,
    description: doc.data.description,
    section: doc.data.section,
    order: doc.data.order,
  }));
  return [...docs, ...generatedDocs].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
}

export type SidebarLink = { href: string; label: string };
export type SidebarGroup = { label: string; links: SidebarLink[] };

/** The docs sidebar: a start group, then each docs section, then the guide categories. */
export async function getSidebar(): Promise<SidebarGroup[]> {
  const [docs, guides] = await Promise.all([getDocPages(), getGuides()]);
  const start: SidebarGroup = {
    label: 'Start here',
    links: [
      { href: '/docs', label: 'Overview' },
      { href: '/docs/guides', label: 'All guides' },
    ],
  };
  const sections = docSections.map((section) => ({
    label: section.label,
    links: docs.filter((doc) => doc.section === section.id).map(({ href, label }) => ({ href, label })),
  }));
  const guideGroups = guideCategories.map((category) => ({
    label: `Guides: ${category.label}`,
    links: guides
      .filter((g) => g.data.category === category.id)
      .map((g) => ({ href: guideUrl(g), label: g.data.title })),
  }));
  return [start, ...sections, ...guideGroups].filter((group) => group.links.length > 0);
}

/** The links before and after `href` in sidebar order. */
export function neighbours(groups: SidebarGroup[], href: string) {
  const flat = groups.flatMap((group) => group.links);
  const index = flat.findIndex((link) => link.href === href);
  return { prev: index > 0 ? flat[index - 1] : undefined, next: index >= 0 ? flat[index + 1] : undefined };
}
