/** Authors by id, for bylines and cards. */
import { getCollection } from 'astro:content';
import type { Post } from '../docs/content';

export async function getAuthors() {
  const authors = await getCollection('authors');
  const byId = new Map(authors.map((a) => [a.id, a.data]));
  return (post: Post) => {
    const author = byId.get(post.data.author.id);
    if (!author)
      throw new Error(`content/blog/${post.id}: author "${post.data.author.id}" has no file in content/authors`);
    return author;
  };
}
