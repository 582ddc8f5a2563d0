/** Columns several tables share: when a row was made and last changed, in ms since the epoch. */
import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

export const createdAt = () => integer('created_at', { mode: 'number' }).notNull().default(sql`(unixepoch() * 1000)`);

export const updatedAt = () => integer('updated_at', { mode: 'number' }).notNull().default(sql`(unixepoch() * 1000)`);
