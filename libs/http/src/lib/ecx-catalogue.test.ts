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

  it('keeps the specification wording, spelling included', () => {
    expect(ecxCatalogue.ECX038.message).toBe('PO Box address not supported');
    expect(ecxCatalogue.ECX043.message).toBe('Payment failed, please refresh your browser.');
    expect(ecxCatalogue.ECX999.message).toBe('Sorry, something went wrong. We are working on it.');
    expect(ecxCatalogue.ECX022.message).toBe('Error occured while fetching cart info');
    expect(ecxCatalogue.ECX009.message).toBe('Error occured while fetching customer info');
  });

  it('assigns the kinds the specification gives', () => {
    expect(ecxCatalogue.ECX001.kind).toBe('content-query');
    expect(ecxCatalogue.ECX002.kind).toBe('transform');
    expect(ecxCatalogue.ECX003.kind).toBe('transform');
    expect(ecxCatalogue.ECX998.kind).toBe('never-occur');
    expect(ecxCatalogue.ECX999.kind).toBe('unknown');
    expect(ecxCatalogue.ECX022.kind).toBe('api');
  });
});

describe('isEcxCode', () => {
  it('accepts catalogue codes only', () => {
    expect(isEcxCode('ECX041')).toBe(true);
    expect(isEcxCode('ECX017')).toBe(false);
    expect(isEcxCode('toString')).toBe(false);
    expect(isEcxCode(22)).toBe(false);
  });
});
