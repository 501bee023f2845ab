import bcrypt from 'bcryptjs';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/** The special characters a password needs one of. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';

/** Password length limits, inclusive. */
export const PASSWORD_LENGTH = { min: 8, max: 20 } as const;

/**
 * What a new password (sign-up, reset, change) lacks under the storefront's rules: 8 to 20
 * characters with an upper case letter, a lower case letter, a number and one of `!@#$%^&*`.
 * Empty when it is acceptable.
 *
 * @example
 * ```ts
 * passwordProblems('Boxes4All!'); // []
 * passwordProblems('boxes'); // ['8 to 20 characters', 'an upper case letter', 'a number', …]
 * ```
 */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_LENGTH.min || length > PASSWORD_LENGTH.max) {
    problems.push(`${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`);
  }
  if (!/[A-Z]/.test(password)) problems.push('an upper case letter');
  if (!/[a-z]/.test(password)) problems.push('a lower case letter');
  if (!/[0-9]/.test(password)) problems.push('a number');
  if (![...PASSWORD_SPECIAL_CHARACTERS].some((char) => password.includes(char))) {
    problems.push(`one of ${PASSWORD_SPECIAL_CHARACTERS}`);
  }
  return problems;
}

/**
 * The message for a password breaking the rules, or `undefined` when it keeps them.
 *
 * @example
 * ```ts
 * passwordRuleViolation('boxes4all!'); // 'Password needs an upper case letter.'
 * ```
 */
export function passwordRuleViolation(password: string): string | undefined {
  const problems = passwordProblems(password);
  if (problems.length === 0) return undefined;
  const last = problems.pop();
  return `Password needs ${problems.length > 0 ? `${problems.join(', ')} and ${last}` : last}.`;
}

/**
 * Password hashes are scrypt (`scrypt$<log2 N>$<r>$<p>$<salt>$<key>`, base64url), computed by
 * Node's asynchronous `crypto.scrypt`, which runs in libuv's thread pool: a sign-in never holds
 * the server's only JavaScript thread. bcrypt hashes stored before (`$2a$`/`$2b$`/`$2y$`, the
 * seeded demo customer) still verify, and {@link needsRehash} says to replace them.
 */
const SCRYPT_PREFIX = 'scrypt';
const SCRYPT_BLOCK_SIZE = 8;
const SCRYPT_PARALLELISM = 1;
const SCRYPT_KEY_LENGTH = 32;
const SCRYPT_SALT_LENGTH = 16;

/**
 * scrypt's work factor for a configured cost: N = 2^(cost + 4). The server's cost 10 gives
 * N = 16384 (16 MiB, about 40 ms on one core, OWASP's minimum is 2^17 with r 8 … or 2^14 with
 * more passes; a sandbox trades some of it for throughput); the tests' cost 4 gives N = 256.
 */
function log2N(cost: number): number {
  return Math.min(20, Math.max(8, Math.round(cost) + 4));
}

function scrypt(password: string, salt: Buffer, log2: number, r: number, p: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scryptCallback(
      password.normalize('NFC'),
      salt,
      SCRYPT_KEY_LENGTH,
      { N: 2 ** log2, r, p, maxmem: 256 * 2 ** log2 * r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Hashes a password with scrypt at work factor `cost` (10 on the server, 4 in tests). */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(SCRYPT_SALT_LENGTH);
  const log2 = log2N(cost);
  const key = await scrypt(password, salt, log2, SCRYPT_BLOCK_SIZE, SCRYPT_PARALLELISM);
  return [
    SCRYPT_PREFIX,
    log2,
    SCRYPT_BLOCK_SIZE,
    SCRYPT_PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

interface ScryptHash {
  log2: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseScryptHash(hash: string): ScryptHash | undefined {
  const [prefix, log2, r, p, salt, key, ...rest] = hash.split('$');
  if (prefix !== SCRYPT_PREFIX || rest.length > 0 || !salt || !key) return undefined;
  const numbers = [log2, r, p].map(Number);
  if (!numbers.every((value) => Number.isInteger(value) && value > 0)) return undefined;
  const [parsedLog2 = 0, parsedR = 0, parsedP = 0] = numbers;
  if (parsedLog2 > 20 || parsedR > 32 || parsedP > 16) return undefined;
  return {
    log2: parsedLog2,
    r: parsedR,
    p: parsedP,
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

function isBcryptHash(hash: string): boolean {
  return /^\$2[aby]\$\d\d\$/.test(hash);
}

/** Whether `password` matches `hash` (scrypt, or a bcrypt hash stored before). */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parseScryptHash(hash);
  if (parsed) {
    const key = await scrypt(password, parsed.salt, parsed.log2, parsed.r, parsed.p);
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }
  if (isBcryptHash(hash)) return bcrypt.compare(password, hash);
  return false;
}

/**
 * Whether a hash that just verified should be replaced by a fresh one: a bcrypt hash, or an
 * scrypt hash of another work factor than `cost` asks for.
 */
export function needsRehash(hash: string, cost: number): boolean {
  const parsed = parseScryptHash(hash);
  return (
    !parsed ||
    parsed.log2 !== log2N(cost) ||
    parsed.r !== SCRYPT_BLOCK_SIZE ||
    parsed.p !== SCRYPT_PARALLELISM
  );
}

/**
 * Spends the time of one password check without a stored hash, so a wrong email costs as
 * long as a wrong password.
 */
export async function verifyAgainstNothing(password: string, cost: number): Promise<false> {
  await scrypt(password, UNKNOWN_USER_SALT, log2N(cost), SCRYPT_BLOCK_SIZE, SCRYPT_PARALLELISM);
  return false;
}

const UNKNOWN_USER_SALT = Buffer.from('unknown-user-salt');
