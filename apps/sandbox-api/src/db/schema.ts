// The drizzle description of the tables that the SQL files in ./migrations create. A new table
// or column needs both: a migration file (what the database gets) and an entry in one of the
// `schema-*.ts` files (what the code sees). `migrate.test.ts` checks that the two agree.
//
// This file only gathers the table files for drizzle (`database.ts`) and for the services; no
// table file imports it (`no-import-cycles.test.ts`).

export * from './schema-identity.ts';
export * from './schema-catalog.ts';
export * from './schema-engagement.ts';
export * from './schema-commerce.ts';
export * from './schema-designs.ts';
export * from './schema-orders.ts';
export * from './schema-analytics.ts';
