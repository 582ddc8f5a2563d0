import { env } from 'cloudflare:workers';
import { getTableConfig } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

const tables = Object.values(schema).filter(
  (value) => typeof value === 'object' && value !== null && Symbol.for('drizzle:Name') in value,
);

describe('drizzle schema matches the migrations', () => {
  it.each(tables.map((table) => [getTableConfig(table as never).name, table]))('table %s', async (name, table) => {
    const columns = await env.DB.prepare(`SELECT name FROM pragma_table_info(?)`).bind(name).all<{ name: string }>();
    const inDb = columns.results.map((c) => c.name).sort();
    const declared = getTableConfig(table as never)
      .columns.map((c) => c.name)
      .sort();
    expect(inDb).toEqual(declared);
  });
});
