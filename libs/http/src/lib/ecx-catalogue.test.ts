import { describe, expect, it } from 'vitest';
import { ecxCatalogue, ecxCodes, isEcxCode } from './ecx-catalogue';

const entries = Object.entries(ecxCatalogue);

describe('ecxCatalogue', () => {
  it('keys every entry by its own code, in the order of ecxCodes', () => {
    expect(entries.map(([key]) => key)).toEqual([...ecxCodes]);
    for (const [key, entry] of entries) expect(entry.code).toBe(key);
  });

  it('has codes of the form ECX plus three digits, each once', () => {
    for (const code of ecxCodes) expect(code).toMatch(/^ECX\d{3}$/);
    expect(new Set(ecxCodes).size).toBe(ecxCodes.length);
  });

  it('gives every entry a non-empty description and message and a known kind', () => {
    for (const [, entry] of entries) {
      expect(entry.description.trim()).not.toBe('');
      expect(entry.message.trim()).not.toBe('');
      expect(['api', 'transform', 'content-query', 'never-occur', 'unknown']).toContain(entry.kind);
    }
  });

  it('covers every code the specification names, plus ECX998 and ECX999', () => {
    const named = [1, 2, 3, ...Array.from({ length: 40 }, (_, index) => index + 7)]
      .filter((number) => number !== 17)
      .map((number) => `ECX${String(number).padStart(3, '0')}`);
    expect([...ecxCodes]).toEqual([...named, 'ECX998', 'ECX999']);
  });

  it.each([
    ['ECX001', { kind: 'content-query' }],
    ['ECX002', { kind: 'transform' }],
    ['ECX003', { kind: 'transform' }],
    ['ECX009', { message: 'Error occured while fetching customer info' }],
    ['ECX022', { kind: 'api', message: 'Error occured while fetching cart info' }],
    ['ECX038', { message: 'PO Box address not supported' }],
    ['ECX043', { message: 'Payment failed, please refresh your browser.' }],
    ['ECX998', { kind: 'never-occur' }],
    ['ECX999', { kind: 'unknown', message: 'Sorry, something went wrong. We are working on it.' }],
  ] as const)(
    'keeps the kind and wording the specification gives %s, spelling included',
    (code, expected) => {
      expect(ecxCatalogue[code]).toMatchObject(expected);
    },
  );
});

describe('isEcxCode', () => {
  it('accepts catalogue codes only', () => {
    expect(isEcxCode('ECX041')).toBe(true);
    expect(isEcxCode('ECX017')).toBe(false);
    expect(isEcxCode('toString')).toBe(false);
    expect(isEcxCode(22)).toBe(false);
  });
});
