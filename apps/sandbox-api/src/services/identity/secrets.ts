import { createHash } from 'node:crypto';
import { customAlphabet, nanoid } from 'nanoid';

/**
 * Only hashes of bearer secrets (refresh tokens, validation keys) are stored, so a copy of the
 * database cannot be replayed. They are long random strings, so a plain SHA-256 suffices.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new random secret: 43 URL-safe characters (about 256 bits). */
export function newSecret(): string {
  return nanoid(43);
}

/** An id with a readable prefix, e.g. `cus_V1StGXR8Z5jdHi6BmyT`. */
export function newId(prefix: string): string {
  return `${prefix}_${alphanumericId()}`;
}

const alphanumericId = customAlphabet(
  '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  21,
);

/** Whether `error` (or one of its causes) is PostgreSQL's unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
