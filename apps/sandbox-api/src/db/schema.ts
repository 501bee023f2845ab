import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The drizzle description of the tables that the SQL files in ./migrations create. A new table
// or column needs both: a migration file (what the database gets) and an entry here (what the
// code sees). `schema.test.ts` checks that the two agree.

/** Small facts about the sandbox itself, one JSON value per key. */
export const sandboxMeta = pgTable('sandbox_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * RS256 key pairs the sandbox signs tokens with, as JWKs. Created on first start and reused
 * afterwards, so tokens issued before a restart still verify.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  publicJwk: jsonb('public_jwk').notNull().$type<JsonWebKeyData>(),
  privateJwk: jsonb('private_jwk').notNull().$type<JsonWebKeyData>(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A JSON Web Key as stored: string members only (RSA keys have no other kind). */
export type JsonWebKeyData = Record<string, string>;
