/** Page copy from the `marketingCopy` collection, with `{placeholders}` filled from the site config. */
import { getEntry } from 'astro:content';
import { fill } from './fill';

export type Copy = {
  eyebrow?: string | undefined;
  title: string;
  lead?: string | undefined;
  leadSignedIn?: string | undefined;
};

/** The copy entry `id` (e.g. `home-hero`), filled. */
export async function copy(id: string): Promise<Copy> {
  const entry = await getEntry('marketingCopy', id);
  if (!entry) throw new Error(`content/marketing/copy.yaml has no entry "${id}"`);
  const { eyebrow, title, lead, leadSignedIn } = entry.data;
  return {
    eyebrow: eyebrow === undefined ? undefined : fill(eyebrow),
    title: fill(title),
    lead: lead === undefined ? undefined : fill(lead),
    leadSignedIn: leadSignedIn === undefined ? undefined : fill(leadSignedIn),
  };
}
