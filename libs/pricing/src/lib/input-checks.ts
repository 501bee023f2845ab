// Internal: the pieces of the hand-written input checks of the functions a page runs while it
// renders (fromPriceObject, parsePriceList, buildAllowedQuantities). They run without zod, so no
// first load carries it for them, and word their issues as this library's zod/mini schemas do
// under classic zod's English (the differential tests hold the two together).

/**
 * What zod calls the type of a value in "received …": `number`, `NaN`, `Infinity`, `array`,
 * `null`, `Date` (a class instance by its constructor), `object`, `string`, ….
 */
function receivedType(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : String(value);
  if (typeof value !== 'object') return typeof value;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const { constructor } = value as { readonly constructor?: { readonly name: string } };
  return Object.getPrototypeOf(value) !== Object.prototype && constructor
    ? constructor.name
    : 'object';
}

/**
 * zod's English message for a value of the wrong type.
 *
 * @example
 * typeMessage('number', '5'); // 'Invalid input: expected number, received string'
 */
export function typeMessage(expected: 'number' | 'string' | 'object' | 'array', value: unknown) {
  return `Invalid input: expected ${expected}, received ${receivedType(value)}`;
}

/** A number zod's `z.number()` accepts: finite, not NaN. */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A value zod's `z.object()` reads fields of: any object but an array or null. */
export function isObjectLike(value: unknown): value is Readonly<Record<PropertyKey, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The field of an issue below `prefix`, spelled as the issues of the parsing functions are
 * (`[1].unitPrice.centAmount`); the value itself is `prefix`, or `value` without one.
 *
 * @example
 * fieldOf('[1].unitPrice', 'centAmount'); // '[1].unitPrice.centAmount'
 */
export function fieldOf(prefix: string, key?: string | number): string {
  if (key === undefined) return prefix === '' ? 'value' : prefix;
  if (typeof key === 'number') return `${prefix}[${key}]`;
  return prefix === '' ? key : `${prefix}.${key}`;
}

/** What {@link numberIssues} checks: zod's `z.number()`, then `int()`, then further checks. */
export interface NumberRules {
  /** The message of a value that is not a finite number; zod's own wording without one. */
  readonly type?: string;
  /** The message of `int()`, when the number must be whole. */
  readonly whole?: string;
  /** The further checks in order (`minimum`, `positive`, …): when each fails, its message. */
  readonly checks?: readonly (readonly [passes: (value: number) => boolean, message: string])[];
}

/**
 * The messages zod gives a number with these rules, in its order: a value of another type or a
 * fraction stops the checks; a whole number beyond the safe range does not (it fails `int()`
 * and goes on). `aborted` says whether a later refinement of the object would be skipped.
 *
 * @example
 * numberIssues(-(2 ** 53), { whole: 'Whole', checks: [[(n) => n > 0, 'Positive']] });
 * // { messages: ['Whole', 'Positive'], aborted: false }
 */
export function numberIssues(
  value: unknown,
  rules: NumberRules,
): { readonly messages: string[]; readonly aborted: boolean } {
  if (!isFiniteNumber(value)) {
    return { messages: [rules.type ?? typeMessage('number', value)], aborted: true };
  }
  const messages: string[] = [];
  if (rules.whole !== undefined) {
    if (!Number.isInteger(value)) return { messages: [rules.whole], aborted: true };
    if (!Number.isSafeInteger(value)) messages.push(rules.whole);
  }
  for (const [passes, message] of rules.checks ?? []) {
    if (!passes(value)) messages.push(message);
  }
  return { messages, aborted: false };
}
