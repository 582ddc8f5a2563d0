/** /rss.xml: every published blog post, newest first. */
import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getAuthors } from '../components/blog/authors';
import { blogCategoryLabel, getPosts, postUrl } from '../components/docs/content';
import { site } from '../shared/config';

export async function GET(context: APIContext) {
  const posts = await getPosts();
  const author = await getAuthors();
  return rss({
    title: `${site.name} blog`,
    description: `Product updates, tutorials and engineering stories from the ${site.name} team.`,
    site: context.site ?? site.url,
    items: posts.map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.date,
      link: postUrl(post),
      categories: [blogCategoryLabel(post.data.category)],
      author: `${site.supportEmail} (${author(post).name})`,
    })),
    customData: '<language>en-us</language>',
    // Post URLs have no trailing slash (trailingSlash 'never').
    trailingSlash: false,
  });
}
