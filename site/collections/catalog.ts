/**
 * Collections of the storefront: the catalog data files in `content/catalog/` that writers
 * edit. The same files seed D1 (scripts/db-setup.mjs; docs/decisions/server-knows-the-catalog.md); sizes are written as "512 MB" and
 * become bytes through `parseSize`, the seed's own conversion.
 */
import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';
import { site } from '../shared/config';
import { parseSize, SERVICE_CATEGORIES, SIZE_PATTERN } from '../shared/domain/catalog';

/** A size such as "512 MB" or "2 TB", stored as bytes (1 GB = 1024³ bytes). */
const size = z
  .string()
  .regex(SIZE_PATTERN, 'write a size such as "512 MB" or "2 TB"')
  .transform((text) => parseSize(text));

/** U.S. dollars a month; null means custom pricing (shown as "Custom" with Contact Sales). */
const monthlyPrice = z.number().nonnegative().nullable();

const dataCenter = z.enum(site.dataCenters, {
  error: `a data center of site/shared/config.ts: ${site.dataCenters.join(', ')}`,
});

export const planSchema = z.object({
  /** Display name; "Pro" earns the "Most Popular" badge. */
  name: z.string().min(1),
  /** Price a month in dollars (0 shows "Free"), or null for custom pricing. */
  monthlyPrice,
  /** One sentence under the name. */
  description: z.string().min(10),
  /** Bullet points on the card, in order. */
  features: z.array(z.string().min(1)).min(1),
  /** vCPU count, shown in the cart. */
  cpuCores: z.number().int().positive(),
  /** Memory, e.g. "8 GB". */
  ram: size,
  /** Disk, e.g. "160 GB". */
  storage: size,
  /** Monthly transfer, e.g. "5 TB". */
  bandwidth: size,
});

export const vpsSchema = z.object({
  /** Card title (Standard 1, Standard 2, AI Optimized, GPU Standard). */
  name: z.string().min(1),
  /** Price a month in dollars. */
  monthlyPrice: z.number().positive(),
  /** One sentence under the name. */
  description: z.string().min(10),
  /** Short spec lines ("2 vCPUs", "4 GB RAM"). */
  specs: z.array(z.string().min(1)).min(1),
});

export const gpuSchema = z.object({
  /** Instance type name (AI Basic … AI Cluster). */
  name: z.string().min(1),
  /** Price an hour in dollars. */
  hourlyPrice: z.number().positive(),
  /** GPU model and count, e.g. "1 × NVIDIA L4". */
  gpu: z.string().min(1),
  /** GPU memory, e.g. "24 GB". */
  gpuMemory: z.string().min(1),
  /** vCPU count. */
  vcpus: z.number().int().positive(),
  /** System memory, e.g. "32 GB". */
  ram: z.string().min(1),
  /** What the type suits, one short phrase. */
  bestFor: z.string().min(1),
});

export const serviceSchema = z.object({
  /** Sidebar section of /services. */
  category: z.enum(SERVICE_CATEGORIES),
  /** Display name; "VPS Pro" and "Dedicated Pro" earn the "Most Popular" badge. */
  name: z.string().min(1),
  /** Price a month in dollars, or null for custom pricing. */
  monthlyPrice,
  /** One or two sentences on the card. */
  description: z.string().min(10),
  /** Bullet points on the card. */
  features: z.array(z.string().min(1)).min(1),
  /** Data centers that stock it, or "All". */
  locations: z.union([z.literal('All'), z.array(dataCenter).min(1)]),
  /** Out of stock shows the "Out of Stock" badge and Contact Sales instead of Add to cart. */
  isOutOfStock: z.boolean(),
  /** vCPU count, or null for add-ons. */
  cpuCores: z.number().int().positive().nullable(),
  /** Memory, or null for add-ons. */
  ram: size.nullable(),
  /** Disk, or null for add-ons. */
  storage: size.nullable(),
  /** Monthly transfer, or null for add-ons. */
  bandwidth: size.nullable(),
});

export const faqSchema = z.object({
  /** The page that shows it. */
  page: z.enum(['pricing', 'services']),
  /** Position on its page (lower first). */
  order: z.number().int().nonnegative(),
  /** The question, as a visitor would ask it. */
  question: z.string().min(5),
  /** The answer; `{annualDiscount}` becomes the configured annual discount. */
  answer: z.string().min(10),
});

export const catalogCollections = {
  plans: defineCollection({ loader: file('content/catalog/plans.json'), schema: planSchema }),
  vpsPlans: defineCollection({ loader: file('content/catalog/vps.json'), schema: vpsSchema }),
  gpuTypes: defineCollection({ loader: file('content/catalog/gpus.json'), schema: gpuSchema }),
  services: defineCollection({ loader: file('content/catalog/services.json'), schema: serviceSchema }),
  storefrontFaqs: defineCollection({ loader: file('content/catalog/faqs.json'), schema: faqSchema }),
};
