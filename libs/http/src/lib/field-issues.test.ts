import { describe, expect, it } from 'vitest';
import { describeFieldIssue, formatFieldPath, toFieldIssues } from './field-issues';

describe('formatFieldPath', () => {
  it('writes paths the way code does', () => {
    expect(formatFieldPath(['items', 0, 'price'])).toBe('items[0].price');
    expect(formatFieldPath([0, 'id'])).toBe('[0].id');
    expect(formatFieldPath(['line items', 'x'])).toBe('["line items"].x');
    expect(formatFieldPath(['errorCodes', '404'])).toBe('errorCodes[404]');
    expect(formatFieldPath([])).toBe('');
  });
});

describe('toFieldIssues / describeFieldIssue', () => {
  it('keeps the message and describes root issues without a path', () => {
    const issues = toFieldIssues([
      { path: ['a', 1], message: 'Required' },
      { path: [], message: 'Expected object' },
    ]);
    expect(issues).toEqual([
      { path: 'a[1]', message: 'Required' },
      { path: '', message: 'Expected object' },
    ]);
    expect(issues.map(describeFieldIssue)).toEqual(['a[1]: Required', 'Expected object']);
  });
});
