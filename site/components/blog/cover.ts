/**
 * A post's cover is its share card (docs/decisions/share-cards-and-structured-data.md): drawn once at build by scripts/lib/og-images.mjs
 * as a 1200×630 PNG for sharing, plus WebP copies 600 and 1200 px wide for the blog pages.
 */

import { shareCard } from '../../lib/share-card';
import { site } from '../../shared/config';
import { blogCategoryLabel, type Post, postUrl } from '../docs/content';

export function postCover(post: Post) {
  const category = blogCategoryLabel(post.data.category);
  const { path } = shareCard(`${post.data.title} · ${site.name}`, postUrl(post), site.name, category);
  const base = path.replace(/\.png$/, '');
  return { png: path, webp: { 600: `${base}-600.webp`, 1200: `${base}-1200.webp` } };
}
