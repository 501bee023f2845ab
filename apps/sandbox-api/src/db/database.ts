import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { StorageConfig } from '../config.ts';
import * as schema from './schema.ts';

/** Which of the three storage drivers a database runs on; reported by `GET /health`. */
export type DatabaseKind = 'pglite-memory' | 'pglite-file' | 'postgres';

/** The drizzle database every service queries; the same type for all three drivers. */
export type SandboxOrm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Plain SQL access, for migrations and checks that drizzle does not express. */
export interface SqlExecutor {
  /** Runs one or more statements separated by semicolons, without parameters. */
  exec(sqlText: string): Promise<void>;
  /** Runs one parameterised statement (`$1`, `$2`, …) and returns its rows. */
  query<Row extends Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<Row[]>;
}

/** An open sandbox database. Call {@link SandboxDatabase.close} when done. */
export interface SandboxDatabase extends SqlExecutor {
  readonly kind: DatabaseKind;
  /** Typed queries over `schema.ts`. */
  readonly orm: SandboxOrm;
  /** Runs `work` inside one transaction, rolled back if it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Releases the database. PGlite keeps the process alive until it is closed. */
  close(): Promise<void>;
}

/**
 * Opens the sandbox database: PGlite in memory, PGlite in a data folder (created if missing,
 * reused across restarts) or a PostgreSQL server. Does not migrate; see `migrate()`.
 *
 * @example
 * ```ts
 * const db = await openDatabase({ kind: 'memory' });
 * await migrate(db);
 * await db.query('select 1 as ok'); // [{ ok: 1 }]
 * await db.close();
 * ```
 */
export async function openDatabase(storage: StorageConfig): Promise<SandboxDatabase> {
  switch (storage.kind) {
    case 'memory':
      return openPglite('pglite-memory', await PGlite.create());
    case 'file':
      await mkdir(storage.dataDir, { recursive: true });
      return openPglite('pglite-file', await PGlite.create(storage.dataDir));
    case 'postgres':
      return openPostgres(storage.url);
  }
}

function openPglite(kind: DatabaseKind, client: PGlite): SandboxDatabase {
  const executor = (target: Pick<PGlite, 'exec' | 'query'>): SqlExecutor => ({
    exec: async (sqlText) => {
      await target.exec(sqlText);
    },
    query: async <Row>(sqlText: string, params?: unknown[]) =>
      (await target.query<Row>(sqlText, params)).rows,
  });
  let closed = false;
  return {
    kind,
    orm: drizzlePglite({ client, schema }),
    ...executor(client),
    transaction: (work) => client.transaction((tx) => work(executor(tx))),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<SandboxDatabase> {
  const pool = new pg.Pool({ connectionString: url });
  // An idle client losing its connection must not crash the sandbox; the next query reconnects.
  pool.on('error', (error) => console.error('sandbox-api: idle PostgreSQL client failed', error));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    const reason =
      error instanceof AggregateError ? error.errors.map(String).join('; ') : String(error);
    throw new Error(`Cannot connect to the PostgreSQL server in DATABASE_URL (${reason})`, {
      cause: error,
    });
  }
  const executor = (target: pg.Pool | pg.PoolClient): SqlExecutor => ({
    exec: async (sqlText) => {
      await target.query(sqlText);
    },
    query: async <Row extends Record<string, unknown>>(sqlText: string, params?: unknown[]) =>
      (await target.query<Row>(sqlText, params)).rows,
  });
  let closed = false;
  return {
    kind: 'postgres',
    orm: drizzlePostgres({ client: pool, schema }),
    ...executor(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(executor(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
