import bcrypt from 'bcryptjs';

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

/** bcrypt-hashes a password with `cost` rounds (10 on the server, lower in tests). */
export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

/** Whether `password` matches the bcrypt `hash`. */
export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

// Compared against when an email is unknown, so a wrong email costs as long as a wrong password.
const UNKNOWN_USER_HASH = '$2b$10$az2yVcH3LpYveHWRMHkUGuwqU7RHFaofK/zCRrmDCWI41m9Rf1SJy';

/** Spends the time of one password check without a stored hash. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await bcrypt.compare(password, UNKNOWN_USER_HASH);
  return false;
}
