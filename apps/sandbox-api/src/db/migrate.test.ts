import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import type { SandboxDatabase } from './database.ts';
import { migrate, MigrationChecksumError, readMigrations } from './migrate.ts';
import type { Migration } from './migrate.ts';
import * as schema from './schema.ts';

let db: SandboxDatabase;
beforeAll(async () => {
  db = await openDatabase({ kind: 'memory' });
});
afterAll(() => db.close());

describe('migrate', () => {
  it('applies every migration file once and records it', async () => {
    const files = await readMigrations();

    expect(files.map((file) => file.name)).toContain('0001-initial.sql');
    expect(await migrate(db)).toEqual({ applied: files.map((file) => file.name) });
    const recorded = await db.query<{ name: string }>(
      'select name from sandbox_migrations order by name',
    );
    expect(recorded.map((row) => row.name)).toEqual(files.map((file) => file.name));
  });

  it('is idempotent: a second run applies nothing and keeps the data', async () => {
    await db.query(`insert into sandbox_meta (key, value) values ('probe', '"kept"')`);

    expect(await migrate(db)).toEqual({ applied: [] });
    expect(await migrate(db)).toEqual({ applied: [] });
    expect(await db.query(`select value from sandbox_meta where key = 'probe'`)).toEqual([
      { value: 'kept' },
    ]);
  });

  it('applies only a migration added later', async () => {
    const extra: Migration = {
      name: '9001-test-extra.sql',
      sql: 'create table migrate_test_extra (id int primary key);',
      checksum: 'extra-checksum',
    };

    const files = await readMigrations();
    expect(await migrate(db, [...files, extra])).toEqual({ applied: ['9001-test-extra.sql'] });
    expect(await migrate(db, [...files, extra])).toEqual({ applied: [] });
  });

  it('refuses to run when an applied migration file changed, and changes nothing', async () => {
    const [first, ...rest] = await readMigrations();
    if (!first) throw new Error('no migration files');
    const edited = { ...first, checksum: 'edited', sql: 'drop table sandbox_meta;' };

    await expect(migrate(db, [edited, ...rest])).rejects.toBeInstanceOf(MigrationChecksumError);
    expect(await db.query(`select count(*)::int as count from sandbox_meta`)).toEqual([
      { count: 1 },
    ]);
  });
});

describe('schema.ts', () => {
  it('describes exactly the tables and columns the migrations create', async () => {
    const fromSchema = Object.values(schema)
      .flatMap((value) => (value instanceof PgTable ? [getTableConfig(value)] : []))
      .flatMap((table) =>
        table.columns.map((column) => ({
          table: table.name,
          column: column.name,
          type: column.getSQLType(),
          notNull: column.notNull,
        })),
      );

    const fromDatabase = await db.query<{
      table: string;
      column: string;
      type: string;
      notNull: boolean;
    }>(`
      select c.relname as "table", a.attname as "column",
             format_type(a.atttypid, a.atttypmod) as "type", a.attnotnull as "notNull"
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
         and c.relname not in ('sandbox_migrations', 'migrate_test_extra')
    `);

    const byName = (a: { table: string; column: string }, b: { table: string; column: string }) =>
      `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`);
    expect(fromDatabase.sort(byName)).toEqual(fromSchema.sort(byName));
  });
});
