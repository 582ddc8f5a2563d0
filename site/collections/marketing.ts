/**
 * Collections of the marketing and company pages: the copy, features, comparison
 * rows, values, founders, FAQs, positions, status data and solution pages that writers edit
 * under `content/marketing/`.
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { iconPaths } from '../lib/icons';
import { incidentSchema } from './incident-schema';

const base = './content/marketing';
const iconNames = Object.keys(iconPaths) as [keyof typeof iconPaths, ...(keyof typeof iconPaths)[]];
const icon = z.enum(iconNames);

/** A titled block with an icon, the shape most marketing lists share. */
const iconBlock = z.object({
  /** Icon name from `site/lib/icons.ts`. */
  icon,
  /** Short heading. */
  title: z.string(),
  /** One or two sentences. */
  description: z.string(),
});

/** Headings and intros of each page, keyed by `page-section` ids (e.g. `home-hero`). */
const marketingCopy = defineCollection({
  loader: file(`${base}/copy.yaml`),
  schema: z.object({
    /** Small label above the heading. */
    eyebrow: z.string().optional(),
    /** The heading. */
    title: z.string(),
    /** The paragraph under the heading. */
    lead: z.string().optional(),
    /** The paragraph for a signed-in customer, where the visitor's would not fit (e.g. "No credit card required"). */
    leadSignedIn: z.string().optional(),
  }),
});

/** The home page's features grid. */
const homeFeatures = defineCollection({
  loader: file(`${base}/home-features.yaml`),
  schema: iconBlock.extend({
    /** Grid order. */
    order: z.number().int(),
    /** Where "Learn more" goes. */
    href: z.string().startsWith('/'),
  }),
});

/** The home page's AI workflow, in order (four steps). */
const aiSteps = defineCollection({
  loader: file(`${base}/ai-steps.yaml`),
  schema: iconBlock.extend({
    /** Position in the workflow, from 1. */
    order: z.number().int().positive(),
    /** A command or snippet shown in monospace. */
    code: z.string(),
  }),
});

const support = z.enum(['yes', 'no', 'limited']);

/** Rows of the home comparison table (Nimbus against three generic kinds of host: docs/decisions/generic-comparison-columns.md). */
const comparisonRows = defineCollection({
  loader: file(`${base}/comparison.yaml`),
  schema: z.object({
    /** Row order. */
    order: z.number().int(),
    /** The capability compared. */
    feature: z.string(),
    /** Nimbus Cloud's cell. */
    nimbus: support,
    /** The "Hyperscale cloud" column. */
    hyperscale: support,
    /** The "Developer VPS host" column. */
    devVps: support,
    /** The "Edge platform" column. */
    edge: support,
  }),
});

/** The tabs of /features, one MDX file each; the body is the tab's closing paragraph. */
const featureTabs = defineCollection({
  loader: glob({ base: `${base}/features`, pattern: '*.mdx' }),
  schema: z.object({
    /** Tab label. */
    label: z.string(),
    /** Tab order; the first is selected by default. */
    order: z.number().int(),
    /** Heading inside the panel. */
    title: z.string(),
    /** Intro inside the panel. */
    lead: z.string(),
    /** The capabilities listed in the panel. */
    items: z.array(iconBlock).min(2),
    /** Links under the panel. */
    links: z.array(z.object({ label: z.string(), href: z.string().startsWith('/') })).default([]),
  }),
});

/** An icon block in a list that writers order. */
const orderedBlock = iconBlock.extend({
  /** Display order. */
  order: z.number().int(),
});

/** Company values (About and Careers). */
const values = defineCollection({
  loader: file(`${base}/values.yaml`),
  schema: orderedBlock,
});

/** The founders shown on About. */
const founders = defineCollection({
  loader: file(`${base}/founders.yaml`),
  schema: z.object({
    /** Display order. */
    order: z.number().int(),
    /** Full name. */
    name: z.string(),
    /** Title at the company. */
    role: z.string(),
    /** Two or three sentences. */
    bio: z.string(),
  }),
});

/** Questions and answers shown on /contact. */
const contactFaqs = defineCollection({
  loader: file(`${base}/contact-faqs.yaml`),
  schema: z.object({
    /** Display order. */
    order: z.number().int(),
    /** The question. */
    question: z.string(),
    /** The answer, plain text. */
    answer: z.string(),
  }),
});

/** Benefits listed on /careers. */
const benefits = defineCollection({
  loader: file(`${base}/benefits.yaml`),
  schema: orderedBlock,
});

/** Open positions; the file name is the slug of /careers/{slug} (docs/decisions/every-link-resolves.md), the body the description. */
const positions = defineCollection({
  loader: glob({ base: `${base}/careers`, pattern: '*.mdx' }),
  schema: z.object({
    /** Job title. */
    title: z.string(),
    /** Team. */
    department: z.enum(['Engineering', 'Infrastructure', 'Product', 'Customer Success', 'Sales', 'Marketing']),
    /** Where the role can be held. */
    location: z.string(),
    /** Full-time, contract... */
    type: z.enum(['Full-time', 'Part-time', 'Contract']),
    /** One-sentence summary for the list. */
    summary: z.string(),
    /** List order. */
    order: z.number().int(),
  }),
});

/** The components on /status (operational, degraded or incident). */
const statusComponents = defineCollection({
  loader: file(`${base}/status-components.yaml`),
  schema: z.object({
    /** Display order. */
    order: z.number().int(),
    /** Component name. */
    name: z.string(),
    /** What the component covers. */
    description: z.string(),
    /** Current state. */
    status: z.enum(['operational', 'degraded', 'incident']),
  }),
});

/** Incidents on /status, one Markdown file each (docs/decisions/status-history-from-incident-files.md); the file name is the slug of /status/incidents/{slug}. */
const incidents = defineCollection({
  loader: glob({ base: './content/incidents', pattern: '*.md' }),
  schema: incidentSchema,
});

/** The four solution pages (docs/decisions/every-link-resolves.md); the file name is the slug of /solutions/{slug}. */
const solutions = defineCollection({
  loader: glob({ base: `${base}/solutions`, pattern: '*.mdx' }),
  schema: z.object({
    /** Page title (browser tab, breadcrumbs). */
    title: z.string(),
    /** Meta description. */
    description: z.string(),
    /** Label above the hero heading. */
    eyebrow: z.string(),
    /** Hero heading. */
    heading: z.string(),
    /** Hero paragraph. */
    lead: z.string(),
    /** Three to six feature blocks (docs/decisions/every-link-resolves.md). */
    features: z.array(iconBlock).min(3).max(6),
    /** Short facts shown as a strip under the hero. */
    highlights: z
      .array(z.object({ value: z.string(), label: z.string() }))
      .max(4)
      .default([]),
    /** The closing call to action. */
    cta: z.object({
      title: z.string(),
      text: z.string(),
      primary: z.object({ label: z.string(), href: z.string().startsWith('/') }),
      secondary: z.object({ label: z.string(), href: z.string().startsWith('/') }),
    }),
  }),
});

export const marketingCollections = {
  marketingCopy,
  homeFeatures,
  aiSteps,
  comparisonRows,
  featureTabs,
  values,
  founders,
  contactFaqs,
  benefits,
  positions,
  statusComponents,
  incidents,
  solutions,
};
