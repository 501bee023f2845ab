import { z } from 'zod';
import { DesignsError } from './designs-error';

/**
 * The longest design name, in characters (Unicode code points, so an emoji counts once).
 * The spec sets no limit; 100 matches the longest name field of the address form and fits a
 * design list row (README, Decisions).
 *
 * @example
 * DESIGN_NAME_MAX_LENGTH; // 100
 */
export const DESIGN_NAME_MAX_LENGTH = 100;

/**
 * The messages of the design name rule ('Design name required' is the spec's wording).
 *
 * @example
 * DESIGN_NAME_MESSAGES.required; // 'Design name required'
 */
export const DESIGN_NAME_MESSAGES = {
  required: 'Design name required',
  tooLong: `Design name must be at most ${DESIGN_NAME_MAX_LENGTH} characters`,
} as const;

/**
 * The design name rule as a zod schema for forms: trimmed, required, at most
 * {@link DESIGN_NAME_MAX_LENGTH} characters. Yields the trimmed name.
 *
 * @example
 * designNameSchema.parse('  Holiday mailer  '); // 'Holiday mailer'
 * designNameSchema.safeParse('').error?.issues[0]?.message; // 'Design name required'
 */
export const designNameSchema = z
  .string({ error: DESIGN_NAME_MESSAGES.required })
  .trim()
  .min(1, { error: DESIGN_NAME_MESSAGES.required, abort: true })
  .refine((name) => [...name].length <= DESIGN_NAME_MAX_LENGTH, {
    error: DESIGN_NAME_MESSAGES.tooLong,
  });

/**
 * Checks a design name and returns it trimmed. Throws a {@link DesignsError} with field
 * `name` and code `DESIGN_NAME_REQUIRED` ('Design name required') for a missing or blank
 * name, or `DESIGN_NAME_TOO_LONG` for a name over {@link DESIGN_NAME_MAX_LENGTH} characters.
 *
 * @example
 * parseDesignName(' Logo v2 '); // 'Logo v2'
 * parseDesignName(''); // throws DesignsError { code: 'DESIGN_NAME_REQUIRED' }
 */
export function parseDesignName(input: unknown): string {
  const result = designNameSchema.safeParse(input);
  if (result.success) return result.data;
  const tooLong = result.error.issues.some(
    (issue) => issue.message === DESIGN_NAME_MESSAGES.tooLong,
  );
  throw new DesignsError({
    code: tooLong ? 'DESIGN_NAME_TOO_LONG' : 'DESIGN_NAME_REQUIRED',
    message: tooLong ? DESIGN_NAME_MESSAGES.tooLong : DESIGN_NAME_MESSAGES.required,
    field: 'name',
    cause: result.error,
  });
}
