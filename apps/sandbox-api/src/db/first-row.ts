import { and } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SandboxOrm } from './database.ts';

/**
 * The first row of `table` meeting every one of `conditions` (`undefined` ones are left out), or
 * `undefined`: the lookup by key or owner that every service makes. Read-and-check code stays
 * with the caller (a 404 of its own, a version check); this is only the query.
 *
 * @example
 * ```ts
 * const customer = await firstRow(db.orm, customers, eq(customers.tenant, tenant), eq(customers.id, id));
 * ```
 */
export async function firstRow<Table extends PgTable>(
  orm: SandboxOrm,
  table: Table,
  ...conditions: Array<SQL | undefined>
): Promise<Table['$inferSelect'] | undefined> {
  const rows = await orm
    .select()
    .from(table as PgTable)
    .where(and(...conditions));
  return rows[0] as Table['$inferSelect'] | undefined;
}
