import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SandboxDatabase } from './database.ts';

/** One SQL migration file. */
export interface Migration {
  /** File name, e.g. `0001-initial.sql`; migrations apply in the order of their names. */
  name: string;
  sql: string;
  /** SHA-256 of the SQL, recorded when applied so a later edit of the file is noticed. */
  checksum: string;
}

/** What {@link migrate} did. */
export interface MigrationResult {
  /** Names of the migrations applied by this call, in order (empty when up to date). */
  applied: string[];
}

/** Thrown when a migration file changed after it was applied to this database. */
export class MigrationChecksumError extends Error {
  override readonly name = 'MigrationChecksumError';
  /** Stable code for callers that branch on the kind of error. */
  readonly code = 'SANDBOX_MIGRATION_CHANGED';

  constructor(readonly migration: string) {
    super(
      `Migration ${migration} changed after it was applied to this database. Add a new ` +
        'migration file instead of editing an applied one, or delete the sandbox data folder ' +
        '(.data/sandbox by default) to start from an empty database.',
    );
  }
}

/** The folder of SQL migration files shipped with the sandbox. */
// Built from the module's folder rather than `new URL(…, import.meta.url)`, which bundlers
// (Vite in browser-like test environments) rewrite into an asset URL.
export const MIGRATIONS_DIRECTORY = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

const MIGRATION_FILE = /^\d{4}-[a-z0-9-]+\.sql$/;

/**
 * Reads the migration files of a folder, sorted by name.
 *
 * @example
 * ```ts
 * const migrations = await readMigrations();
 * migrations[0]?.name; // '0001-initial.sql'
 * ```
 */
export async function readMigrations(directory = MIGRATIONS_DIRECTORY): Promise<Migration[]> {
  const names = (await readdir(directory)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return Promise.all(
    names.map(async (name) => {
      // Line endings are normalised so a Windows checkout does not look like an edit.
      const sql = (await readFile(join(directory, name), 'utf8')).replace(/\r\n/g, '\n');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * Brings the database up to date: applies, in one transaction, every migration not yet
 * recorded in `sandbox_migrations`. Safe to run on every start and from several processes at
 * once (an advisory lock serialises them on a shared PostgreSQL server).
 *
 * @throws {MigrationChecksumError} when an applied migration's file has changed since.
 * @example
 * ```ts
 * const { applied } = await migrate(db); // ['0001-initial.sql'] on an empty database
 * ```
 */
export async function migrate(
  db: SandboxDatabase,
  migrations?: readonly Migration[],
): Promise<MigrationResult> {
  const files = migrations ?? (await readMigrations());
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('sandbox-api:migrations'))`);
    await tx.exec(`
      create table if not exists sandbox_migrations (
        name text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      )
    `);
    const recorded = new Map(
      (
        await tx.query<{ name: string; checksum: string }>(
          'select name, checksum from sandbox_migrations',
        )
      ).map((row) => [row.name, row.checksum]),
    );
    const applied: string[] = [];
    for (const migration of files) {
      const checksum = recorded.get(migration.name);
      if (checksum === migration.checksum) continue;
      if (checksum !== undefined) throw new MigrationChecksumError(migration.name);
      await tx.exec(migration.sql);
      await tx.query('insert into sandbox_migrations (name, checksum) values ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
      applied.push(migration.name);
    }
    return { applied };
  });
}
