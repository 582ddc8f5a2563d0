/**
 * Drizzle schema, one module per area under tables/. The SQL in `migrations/` is the source of truth
 * for D1; `schema.test.ts` proves that every table and column declared here exists there.
 */
export * from './tables/accounts';
export * from './tables/api-tokens';
export * from './tables/billing';
export * from './tables/contact';
export * from './tables/credit';
export * from './tables/dunning';
export * from './tables/links';
export * from './tables/rate-limits';
export * from './tables/services';
export * from './tables/sessions';
export * from './tables/storefront';
export * from './tables/teams';
export * from './tables/users';
