/**
 * Structured data (docs/decisions/share-cards-and-structured-data.md), typed with schema-dts: each builder takes the same content the page
 * shows and returns one JSON-LD object. `JsonLd.astro` writes it into the page.
 */
import type { BlogPosting, BreadcrumbList, FAQPage, Organization, Product, WithContext } from 'schema-dts';
import { site } from '../../shared/config';

const absolute = (path: string) => new URL(path, site.url).href;

export function organization(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: absolute('/'),
    logo: absolute('/favicon.svg'),
    description: site.description,
    email: site.supportEmail,
    telephone: site.phone,
    foundingDate: String(site.figures.founded),
    sameAs: site.social.map((s) => s.href),
    address: site.offices.map((office) => ({
      '@type': 'PostalAddress',
      addressLocality: office.city,
      streetAddress: office.address,
    })),
  };
}

/** A trail of (name, path) from the section down to the page. */
export function breadcrumbs(trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

export function blogPosting(post: {
  title: string;
  excerpt: string;
  path: string;
  date: Date;
  updated?: Date | undefined;
  author: { name: string; role: string };
  image: string;
  category: string;
}): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url: absolute(post.path),
    mainEntityOfPage: absolute(post.path),
    datePublished: post.date.toISOString(),
    dateModified: (post.updated ?? post.date).toISOString(),
    author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
    publisher: { '@type': 'Organization', name: site.name, url: absolute('/') },
    image: absolute(post.image),
    articleSection: post.category,
  };
}

/** One Product per plan with a listed monthly price (a plan priced on request has no Offer to state). */
export function planProducts(
  plans: { _id: string; name: string; description: string; monthlyPrice: number | null }[],
): WithContext<Product>[] {
  return plans.flatMap((plan) =>
    plan.monthlyPrice === null
      ? []
      : [
          {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: `${site.name} ${plan.name} plan`,
            description: plan.description,
            sku: plan._id,
            brand: { '@type': 'Brand', name: site.name },
            offers: {
              '@type': 'Offer',
              price: plan.monthlyPrice.toFixed(2),
              priceCurrency: site.figures.currency,
              url: absolute('/pricing'),
              availability: 'https://schema.org/InStock',
              priceSpecification: {
                '@type': 'UnitPriceSpecification',
                price: plan.monthlyPrice.toFixed(2),
                priceCurrency: site.figures.currency,
                unitText: 'MONTH',
              },
            },
          } satisfies WithContext<Product>,
        ],
  );
}

export function faqPage(items: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
