import { describe, expect, it } from 'vitest';

// Only zod/mini here (no classic zod, which sets the English locale when it loads): the
// messages come from validate-schema's own loading of the English locale.

describe('validateSchema with zod/mini schemas failing at the same time', () => {
  it('words every failure in English, not only the first one', async () => {
    const z = await import('zod/mini');
    const { validateSchema } = await import('./validate-schema');
    const schema = z.object({ id: z.string(), quantity: z.number() });
    const results = await Promise.all(
      Array.from({ length: 18 }, (_, index) => validateSchema(schema, { id: index })),
    );
    for (const result of results) {
      expect(result).toEqual({
        issues: [
          { path: 'id', message: 'Invalid input: expected string, received number' },
          { path: 'quantity', message: 'Invalid input: expected number, received undefined' },
        ],
      });
    }
  });
});
