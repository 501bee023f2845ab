import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext, SandboxEnv } from '../../context.ts';
import { parseJsonBody } from '../../http/body.ts';
import { SandboxHttpError } from '../../http/problem.ts';
import {
  MAX_FIND_LIMIT,
  MIN_FIND_TEXT_LENGTH,
  cleanseAddress,
  findAddresses,
  retrieveAddress,
} from './search.ts';

const country = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(['US', 'CA'], { error: 'must be US or CA' }));

// An optional query parameter: absent or blank counts as not given.
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const findQuery = z.object({
  country: optional(country),
  container: optional(z.string().trim()),
  limit: optional(
    z.coerce
      .number({ error: `must be a whole number from 1 to ${MAX_FIND_LIMIT}` })
      .int({ error: `must be a whole number from 1 to ${MAX_FIND_LIMIT}` })
      .min(1, { error: `must be a whole number from 1 to ${MAX_FIND_LIMIT}` })
      .max(MAX_FIND_LIMIT, { error: `must be a whole number from 1 to ${MAX_FIND_LIMIT}` }),
  ),
});

const retrieveQuery = z.object({
  id: z.string({ error: 'is required' }).trim().min(1, { error: 'is required' }),
});

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` });

const cleanseBody = z.object({
  addresses: z
    .array(
      z.object({
        streetName: text(200),
        additionalStreetInfo: text(200).optional(),
        city: text(100),
        state: text(100),
        postalCode: text(20),
        country: text(100),
      }),
    )
    .min(1, { error: 'must hold at least one address' })
    .max(100, { error: 'must hold at most 100 addresses' }),
});

/**
 * The address lookup service, mounted under `/address-lookup` (contract 4), over the seeded
 * data set of `dataset.ts`:
 *
 * - `GET /find?text=&country=US|CA&container=&limit=` → `{ items: [{ id, type, text, description }] }`
 *   (`text` of at least 3 characters, else `400 TextTooShort`)
 * - `GET /retrieve?id=` → `{ address: { streetName, additionalStreetInfo, city, state,
 *   postalCode, country } }`, unknown id `404 AddressNotFound`
 * - `POST /cleanse` `{ addresses: [...] }` → `{ results: [{ quality: 'A' | 'E', address? }] }`
 *
 * @example
 * ```ts
 * app.route('/address-lookup', createAddressLookupRoutes(context));
 * ```
 */
export function createAddressLookupRoutes(_context: SandboxContext): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/find', (c) => {
    const typed = c.req.query('text') ?? '';
    if (typed.trim().length < MIN_FIND_TEXT_LENGTH) {
      throw new SandboxHttpError(
        400,
        'TextTooShort',
        `text must be at least ${MIN_FIND_TEXT_LENGTH} characters`,
      );
    }
    const query = findQuery.parse(c.req.query());
    return c.json({ items: findAddresses({ text: typed, ...query }) });
  });

  routes.get('/retrieve', (c) => {
    const { id } = retrieveQuery.parse(c.req.query());
    const address = retrieveAddress(id);
    if (!address) {
      throw new SandboxHttpError(404, 'AddressNotFound', `No address with id ${id}`);
    }
    return c.json({ address });
  });

  routes.post('/cleanse', async (c) => {
    const { addresses } = await parseJsonBody(c, cleanseBody);
    return c.json({ results: addresses.map(cleanseAddress) });
  });

  return routes;
}
