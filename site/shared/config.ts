/**
 * Brand, contact details and marketing figures (docs/decisions/site-config-holds-the-facts.md). Every page and the
 * worker read them from here; no page repeats them as literals.
 */
/**
 * Annual billing's discount on plans, servers and services. Islands import this constant, not `site`,
 * so the browser does not download the whole brand record with the prices.
 */
export const ANNUAL_DISCOUNT_PERCENT = 20;

export const site = {
  name: 'Nimbus Cloud',
  shortName: 'Nimbus',
  url: 'https://nimbus.example',
  tagline: 'The cloud for AI and data teams',
  description:
    'Nimbus Cloud hosts AI and data workloads: GPU instances, high-performance VPS, serverless functions, managed databases and a global CDN, billed monthly or annually in U.S. dollars.',
  supportEmail: 'support@nimbus.example',
  /** The sender of the account mails (docs/decisions/mail-through-email-service.md); in production an address of the Email Service's verified sending domain. */
  noReplyEmail: 'no-reply@nimbus.example',
  salesEmail: 'sales@nimbus.example',
  /** Where every new order is also mailed (docs/decisions/invoices-and-bank-transfer.md). */
  billingEmail: 'billing@nimbus.example',
  careersEmail: 'careers@nimbus.example',
  phone: '+1 (555) 010-0199',
  phoneHref: 'tel:+15550100199',
  communityForumUrl: 'https://community.nimbus.example',
  /** The site's source repository: "Edit this page" links to `<repository>/edit/main/<file>`. */
  repositoryUrl: 'https://github.com/nimbus-cloud/website',
  offices: [
    { city: 'San Francisco', address: '548 Market Street, Suite 400, San Francisco, CA 94104, USA' },
    { city: 'London', address: '1 Finsbury Avenue, London EC2M 2PF, United Kingdom' },
    { city: 'Singapore', address: '8 Marina View, #12-01, Singapore 018960' },
  ],
  social: [
    { name: 'GitHub', href: 'https://github.com/nimbus-cloud' },
    { name: 'X', href: 'https://x.com/nimbuscloud' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/nimbus-cloud' },
    { name: 'YouTube', href: 'https://www.youtube.com/@nimbuscloud' },
  ],
  figures: {
    locations: '16+',
    uptimeSla: '99.9%',
    founded: 2023,
    teamSize: '25+',
    countries: 10,
    support: '24/7',
    backups: 'weekly',
    annualDiscountPercent: ANNUAL_DISCOUNT_PERCENT,
    currency: 'USD',
  },
  freeTier: { vcpu: 1, memory: '512MB', storage: '10GB', bandwidth: '100GB' },
  /**
   * The seller on every invoice and the account customers pay into by bank transfer, with the invoice
   * number as the reference (docs/decisions/invoices-and-bank-transfer.md).
   */
  seller: {
    legalName: 'Nimbus Cloud, Inc.',
    addressLines: ['548 Market Street, Suite 400', 'San Francisco, CA 94104', 'United States'],
    /**
     * Registered for the EU's One Stop Shop (non-Union scheme, identified in Ireland), which collects the
     * VAT of EU consumers: printed on invoices to EU consumers only, and our requester number at VIES
     * (docs/decisions/vat-numbers-confirmed-with-vies.md).
     */
    ossVatNumber: 'EU372012345',
    ossMemberState: 'IE',
    /** The UK VAT registration: printed on invoices to buyers in the UK. */
    ukVatNumber: 'GB123456782',
    bank: { name: 'Example Bank AG, Frankfurt am Main', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
  },
  /** The data centers with KVM VPS stock (docs/decisions/site-config-holds-the-facts.md). */
  dataCenters: ['New York', 'London', 'Singapore', 'Frankfurt', 'São Paulo', 'Sydney'],
} as const;

export type SiteConfig = typeof site;
