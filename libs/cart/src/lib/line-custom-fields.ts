import type { ApiLineItem } from './api/cart-schemas';
import type { TransformIssue } from './transformed-cart';

// Reading a line's custom fields for the cart transform: plain text and flags as sent, and
// JSON text that may be malformed. A malformed field never fails the cart; it is logged as a
// `TransformIssue` and reads as absent. Not exported from the package.

type Fields = Readonly<Record<string, unknown>>;

/** Reads the JSON-text custom fields of lines and keeps the issues found on the way. */
export interface CustomFieldReader {
  /** Every malformed field so far, in the order found. */
  readonly issues: TransformIssue[];
  /** The field's JSON text, parsed; `undefined` when absent or malformed (then reported). */
  json(line: ApiLineItem, field: string): unknown;
  /** Reports a field whose JSON parsed but does not have the expected shape. */
  report(lineItemId: string, field: string, message: string): void;
}

export function createCustomFieldReader(
  onIssue?: (issue: TransformIssue) => void,
): CustomFieldReader {
  const issues: TransformIssue[] = [];
  const report = (lineItemId: string, field: string, message: string) => {
    const issue = { lineItemId, field, message };
    issues.push(issue);
    onIssue?.(issue);
  };
  return {
    issues,
    report,
    json(line, field) {
      const raw = fieldsOf(line)[field];
      if (raw === undefined || raw === null || raw === '') return undefined;
      if (typeof raw !== 'string') return raw;
      try {
        return JSON.parse(raw) as unknown;
      } catch (error) {
        report(line.id, field, error instanceof Error ? error.message : String(error));
        return undefined;
      }
    },
  };
}

function fieldsOf(line: ApiLineItem): Fields {
  return line.custom?.fields ?? {};
}

/** A text custom field, trimmed; `null` when missing or blank. */
export function textField(line: ApiLineItem, field: string): string | null {
  const value = fieldsOf(line)[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A flag custom field: `true` or the text `'true'`. */
export function booleanField(line: ApiLineItem, field: string): boolean {
  const value = fieldsOf(line)[field];
  return value === true || value === 'true';
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text, number and boolean entries of a parsed JSON object, as strings. */
export function stringRecord(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const result: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean') {
      result[key] = String(entry);
    }
  }
  return result;
}
