import { timestamp } from 'drizzle-orm/pg-core';

// What every table file shares. The table files import this file and the table files whose
// tables they reference, never `schema.ts`, so that no import leads back to where it started
// (`no-import-cycles.test.ts`).

/** A `timestamp with time zone` column read as a `Date`. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
