/**
 * Every content collection, loaded from `content/` with a zod schema. Each concern keeps its
 * collections in its own module under `site/collections/`.
 */
import { catalogCollections } from './collections/catalog';
import { docsCollections } from './collections/docs';
import { marketingCollections } from './collections/marketing';

export const collections = { ...catalogCollections, ...docsCollections, ...marketingCollections };
