import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Fixed-window request counters of `middleware/rate-limit.ts`, one row per bucket and client. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start', { mode: 'number' }).notNull(),
  count: integer('count', { mode: 'number' }).notNull(),
});
