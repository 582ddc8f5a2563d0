/** What a section of the data export is (account-export.ts lists them). */
import type { DataExport, ExportSection } from '../../site/shared/api/profile-data';
import type { Db } from './client';

/** Whose data: the user's id (also their personal account's), their address, and the request's time. */
export type Person = { id: string; email: string; now: number };

export type Section<K extends ExportSection> = {
  key: K;
  /** The tables the section reads, as SQLite names them. */
  tables: readonly string[];
  read: (db: Db, person: Person) => Promise<DataExport[K]>;
};

export const iso = (time: number) => new Date(time).toISOString();
export const isoOrNull = (time: number | null) => (time === null ? null : iso(time));
