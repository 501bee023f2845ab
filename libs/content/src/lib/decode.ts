// Decoders of content-service data, small enough for the first page load. Every page reads the
// storefront config, the header menu and a landing or shop-all screen, and zod (even zod/mini)
// was ~18 KiB gzip of that load. A decoder checks the same shapes as the zod schemas it
// replaces, drops unknown fields the same way and words its issues as zod's English locale
// does ("Invalid input: expected string, received number"); decode.test.ts compares both on the
// same inputs. Decoders are Standard Schemas, so `client.query` takes them and zod schemas alike.

/**
 * One thing that was wrong with decoded data: the path of the field (empty for the value
 * itself) and what was wrong, in zod's English wording.
 *
 * @example
 * const issue: DecodeIssue = { path: ['tiles', 0, 'title'], message: 'Invalid input: expected string, received undefined' };
 */
export interface DecodeIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The Standard Schema result of a decoder (https://standardschema.dev). */
type DecodeResult<T> = { readonly value: T } | { readonly issues: readonly DecodeIssue[] };

/** Checks `value` at `path`, adds what is wrong to `issues`, returns the decoded value. */
type Run<T> = (value: unknown, path: readonly PropertyKey[], issues: DecodeIssue[]) => T;

/**
 * A decoder of one shape: a Standard Schema (`'~standard'`), so the content client and any
 * Standard Schema consumer read it like a zod schema, with `safeParse` for direct use.
 *
 * @example
 * const result = menuItemSchema.safeParse({ label: 'Blog', href: '/blog', openInNewTab: false });
 * if (result.success) console.log(result.data.href);
 */
export interface Decoder<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'storefront';
    readonly validate: (value: unknown) => DecodeResult<T>;
    readonly types?: { readonly input: unknown; readonly output: T };
  };
  /** Decodes a value: the data, or every issue found. */
  safeParse(
    value: unknown,
  ):
    | { readonly success: true; readonly data: T }
    | { readonly success: false; readonly issues: readonly DecodeIssue[] };
  /** @internal Used by the decoders that contain this one. */
  readonly run: Run<T>;
}

/**
 * The type a decoder produces.
 *
 * @example
 * type MenuItem = Decoded<typeof menuItemSchema>;
 */
export type Decoded<D> = D extends Decoder<infer T> ? T : never;

/** A decoder from its run function. */
export function decoder<T>(run: Run<T>): Decoder<T> {
  const validate = (value: unknown): DecodeResult<T> => {
    const issues: DecodeIssue[] = [];
    const decoded = run(value, [], issues);
    return issues.length > 0 ? { issues } : { value: decoded };
  };
  return {
    '~standard': { version: 1, vendor: 'storefront', validate },
    safeParse(value) {
      const result = validate(value);
      return 'issues' in result
        ? { success: false, issues: result.issues }
        : { success: true, data: result.value };
    },
    run,
  };
}

/** zod's name of a value's type in "received …" (its `util.parsedType` with the en locale). */
function receivedType(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : String(value);
  if (typeof value !== 'object') return typeof value;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && 'constructor' in value && value.constructor) {
    return (value.constructor as { name: string }).name;
  }
  return 'object';
}

function wrongType(
  expected: string,
  value: unknown,
  path: readonly PropertyKey[],
  issues: DecodeIssue[],
): void {
  issues.push({
    path,
    message: `Invalid input: expected ${expected}, received ${receivedType(value)}`,
  });
}

/**
 * A string, at least `minLength` characters long when given.
 *
 * @example
 * const slug = string({ minLength: 1 });
 */
export function string(options: { readonly minLength?: number } = {}): Decoder<string> {
  const { minLength } = options;
  return decoder((value, path, issues) => {
    if (typeof value !== 'string') wrongType('string', value, path, issues);
    else if (minLength !== undefined && value.length < minLength) {
      issues.push({
        path,
        message: `Too small: expected string to have >=${minLength} characters`,
      });
    }
    return value as string;
  });
}

/** A boolean. */
export const boolean: Decoder<boolean> = decoder((value, path, issues) => {
  if (typeof value !== 'boolean') wrongType('boolean', value, path, issues);
  return value as boolean;
});

/** A finite number. */
export const number: Decoder<number> = decoder((value, path, issues) => {
  if (typeof value !== 'number' || !Number.isFinite(value))
    wrongType('number', value, path, issues);
  return value as number;
});

/**
 * A safe integer, at least `min` when given.
 *
 * @example
 * const width = int({ min: 0 });
 */
export function int(options: { readonly min?: number } = {}): Decoder<number> {
  const { min } = options;
  return decoder((value, path, issues) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      wrongType('number', value, path, issues);
    } else if (!Number.isInteger(value)) wrongType('int', value, path, issues);
    else if (value > Number.MAX_SAFE_INTEGER) {
      issues.push({ path, message: `Too big: expected int to be <=${Number.MAX_SAFE_INTEGER}` });
    } else if (value < Number.MIN_SAFE_INTEGER) {
      issues.push({ path, message: `Too small: expected int to be >=${Number.MIN_SAFE_INTEGER}` });
    } else if (min !== undefined && value < min) {
      issues.push({ path, message: `Too small: expected number to be >=${min}` });
    }
    return value as number;
  });
}

/**
 * An array whose every item `item` decodes.
 *
 * @example
 * const cards = array(productCardSchema);
 */
export function array<T>(item: Decoder<T>): Decoder<T[]> {
  return decoder((value, path, issues) => {
    if (!Array.isArray(value)) {
      wrongType('array', value, path, issues);
      return [];
    }
    return value.map((entry, index) => item.run(entry, [...path, index], issues));
  });
}

/**
 * `null`, or what `inner` decodes.
 *
 * @example
 * const reviewsUrl = nullable(string());
 */
export function nullable<T>(inner: Decoder<T>): Decoder<T | null> {
  return decoder((value, path, issues) => (value === null ? null : inner.run(value, path, issues)));
}

/**
 * `undefined`, or what `inner` decodes.
 *
 * @example
 * const path = optional(array(string()));
 */
export function optional<T>(inner: Decoder<T>): Decoder<T | undefined> {
  return decoder((value, path, issues) =>
    value === undefined ? undefined : inner.run(value, path, issues),
  );
}

/**
 * An object with these fields; fields not listed are dropped, or kept with `loose`.
 *
 * @example
 * const step = object({ title: string(), bodyHtml: string() });
 */
export function object<Shape extends Record<string, Decoder<unknown>>>(
  shape: Shape,
  options: { readonly loose?: boolean } = {},
): Decoder<{ -readonly [K in keyof Shape]: Decoded<Shape[K]> }> {
  return decoder((value, path, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      wrongType('object', value, path, issues);
      return {} as { [K in keyof Shape]: Decoded<Shape[K]> };
    }
    const record = value as Readonly<Record<string, unknown>>;
    const decoded: Record<string, unknown> = options.loose === true ? { ...record } : {};
    for (const [key, field] of Object.entries(shape)) {
      const fieldValue = field.run(record[key], [...path, key], issues);
      if (fieldValue !== undefined || key in record) decoded[key] = fieldValue;
    }
    return decoded as { [K in keyof Shape]: Decoded<Shape[K]> };
  });
}

/**
 * Any object that is not an array, as it is (a GraphQL error's `extensions`).
 *
 * @example
 * const extensions = optional(record);
 */
export const record: Decoder<Readonly<Record<string, unknown>>> = decoder((value, path, issues) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    wrongType('record', value, path, issues);
  }
  return value as Readonly<Record<string, unknown>>;
});
