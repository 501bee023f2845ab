import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { readOutbox } from '../../outbox.test-setup.ts';
import { expectAnswer, expectAnswerMatching } from '../../http/expect-answer.test-setup.ts';
import { sandboxPerFile } from '../../testing.ts';
import { createSandboxClock } from '../../clock.ts';
import { quotes } from '../../db/schema.ts';
import type { QuoteReceipt } from './routes.ts';

const BOXUP = '/ecommerce/tenants/north-america/storefronts/boxup/order-quotation';
const KARTONWERK = '/ecommerce/tenants/germany/storefronts/kartonwerk/order-quotation';
// A Wednesday, 11:00 in New York.
const WEDNESDAY = new Date('2031-06-04T15:00:00.000Z');

const sandbox = sandboxPerFile({
  clock: createSandboxClock({ start: WEDNESDAY, frozen: true }),
});
beforeEach(() => {
  sandbox.clock.set(WEDNESDAY);
});

/** What the quote requests of these tests ask for, stored as sent. */
const MAILERS_WANTED = {
  kind: 'quote',
  productKey: 'custom-mailer-box',
  productName: 'Custom Mailer Box',
  quantity: 5000,
  size: '9 x 6 x 3',
  printOption: 'Outside only',
  color: 'Kraft',
};

let requests = 0;
/** A valid quote request with a contact address of its own. */
function quoteRequest(overrides: Record<string, unknown> = {}) {
  requests += 1;
  return {
    ...MAILERS_WANTED,
    contact: {
      name: 'Rosa Quinn',
      email: `quote-${requests}@example.com`,
      phone: '+1 212 555 0100',
      company: 'Quinn Candles',
    },
    comments: 'We need them before the holidays.',
    ...overrides,
  };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return sandbox.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function postOk(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await post(path, body, headers);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as QuoteReceipt;
}

/** The demo customer's access token, signed in on a north-america store. */
async function demoAccessToken(storeFrontId: string): Promise<string> {
  const login = await post('/auth/v1/north-america/login', {
    storeFrontId,
    email: 'demo@boxup.example',
    password: 'Boxes4All!',
  });
  return ((await login.json()) as { accessToken: string }).accessToken;
}

const outbox = (to: string) => readOutbox(sandbox.fetch, to);

async function storedQuote(quoteId: string) {
  const [row] = await sandbox.db.orm.select().from(quotes).where(eq(quotes.id, quoteId));
  return row;
}

describe('POST /ecommerce/tenants/{tenant}/storefronts/{storefront}/order-quotation', () => {
  it('receives a quote request, stores it and answers 201 with the answer date', async () => {
    const body = quoteRequest();

    const receipt = await postOk(BOXUP, body);

    expect(receipt).toEqual({
      quoteId: expect.stringMatching(/^Q-\d{6}$/),
      status: 'received',
      receivedAt: '2031-06-04T15:00:00.000Z',
      respondBy: '2031-06-06T15:00:00.000Z',
    });
    expect(await storedQuote(receipt.quoteId)).toEqual({
      id: receipt.quoteId,
      tenant: 'north-america',
      storefrontId: 'boxup',
      customerId: null,
      ...MAILERS_WANTED,
      contactName: 'Rosa Quinn',
      contactEmail: body.contact.email,
      contactPhone: '+1 212 555 0100',
      contactCompany: 'Quinn Candles',
      comments: 'We need them before the holidays.',
      culture: 'en',
      status: 'received',
      receivedAt: WEDNESDAY,
      respondBy: new Date('2031-06-06T15:00:00.000Z'),
    });
  });

  it('takes only the required fields, trimmed, and stores the optional ones as null', async () => {
    const receipt = await postOk(BOXUP, {
      kind: 'higher-quantity',
      productKey: 'custom-gable-box',
      productName: '  Custom Gable Box ',
      quantity: 250_000,
      contact: { name: ' Ana ', email: ' ana@example.com ', phone: '' },
      comments: '   ',
    });

    expect(await storedQuote(receipt.quoteId)).toMatchObject({
      kind: 'higher-quantity',
      productName: 'Custom Gable Box',
      quantity: 250_000,
      size: null,
      printOption: null,
      color: null,
      contactName: 'Ana',
      contactEmail: 'ana@example.com',
      contactPhone: null,
      contactCompany: null,
      comments: null,
    });
  });

  it('gives every quote its own id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) ids.add((await postOk(BOXUP, quoteRequest())).quoteId);
    expect(ids.size).toBe(5);
  });

  it('mails an English confirmation with the quote number and answer date', async () => {
    const body = quoteRequest();
    const { quoteId } = await postOk(BOXUP, body);

    const [mail, ...others] = await outbox(body.contact.email);

    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: body.contact.email,
      subject: `Your quote request ${quoteId}`,
      link: null,
      sentAt: '2031-06-04T15:00:00.000Z',
    });
    expect(mail?.text).toContain('Hello Rosa Quinn,');
    expect(mail?.text).toContain('will get back to you by Friday, June 6, 2031.');
    expect(mail?.text).toContain(`Quote number: ${quoteId}`);
    expect(mail?.text).toContain('Quantity: 5,000');
    expect(mail?.text).toContain('Size: 9 x 6 x 3');
    expect(mail?.text).toContain('The BoxUp team');
  });

  it('mails in German for a German culture and on the German tenant', async () => {
    const withCulture = quoteRequest({ culture: 'de-DE' });
    const { quoteId } = await postOk(BOXUP, withCulture);
    const [mail] = await outbox(withCulture.contact.email);
    expect(mail?.subject).toBe(`Ihre Angebotsanfrage ${quoteId}`);
    expect(mail?.text).toContain('Hallo Rosa Quinn,');
    expect(mail?.text).toContain('bis Freitag, 6. Juni 2031 bei Ihnen');
    expect(mail?.text).toContain('Menge: 5.000');

    const onGermany = quoteRequest();
    const receipt = await postOk(KARTONWERK, onGermany);
    const [germanMail] = await outbox(onGermany.contact.email);
    expect(germanMail?.subject).toBe(`Ihre Angebotsanfrage ${receipt.quoteId}`);
    expect(germanMail?.text).toContain('Ihr Kartonwerk-Team');
    expect(await storedQuote(receipt.quoteId)).toMatchObject({
      tenant: 'germany',
      storefrontId: 'kartonwerk',
      culture: 'de',
    });
  });

  it.each([
    ['Thursday', '2031-06-05T15:00:00.000Z', '2031-06-09T15:00:00.000Z'],
    ['Friday', '2031-06-06T15:00:00.000Z', '2031-06-10T15:00:00.000Z'],
    ['Saturday', '2031-06-07T15:00:00.000Z', '2031-06-10T15:00:00.000Z'],
    ['Sunday', '2031-06-08T15:00:00.000Z', '2031-06-10T15:00:00.000Z'],
  ])('promises an answer two work days after a %s, skipping the weekend', async (_, at, by) => {
    sandbox.clock.set(new Date(at));

    const receipt = await postOk(BOXUP, quoteRequest());

    expect(receipt.receivedAt).toBe(at);
    expect(receipt.respondBy).toBe(by);
  });

  it('records the customer of a customer access token', async () => {
    const accessToken = await demoAccessToken('boxup');

    const receipt = await postOk(BOXUP, quoteRequest(), { Authorization: `Bearer ${accessToken}` });

    expect((await storedQuote(receipt.quoteId))?.customerId).toBe('cus_demo_dana_whitfield');
  });

  it('takes an anonymous token as an anonymous request', async () => {
    const anon = await post('/anon/boxupAnonServiceKey001/token', {});
    const { anonymousToken } = (await anon.json()) as { anonymousToken: string };

    const receipt = await postOk(BOXUP, quoteRequest(), {
      Authorization: `Bearer ${anonymousToken}`,
    });

    expect((await storedQuote(receipt.quoteId))?.customerId).toBeNull();
  });

  it('answers 401 InvalidToken for a bad, expired or other-tenant bearer and stores nothing', async () => {
    const accessToken = await demoAccessToken('ybd');
    const before = (await sandbox.db.orm.select().from(quotes)).length;
    const invalid = { title: 'InvalidToken', detail: 'Invalid access token' };

    for (const [path, authorization] of [
      [BOXUP, 'Bearer not-a-jwt'],
      [BOXUP, `Basic ${accessToken}`],
      [KARTONWERK, `Bearer ${accessToken}`],
    ] as const) {
      const response = await post(path, quoteRequest(), { Authorization: authorization });
      expect(response.status, authorization).toBe(401);
      expect(await response.json()).toEqual(invalid);
    }

    sandbox.clock.advance(sandbox.config.tokenLifetimes.accessTokenMs + 1000);
    const expired = await post(BOXUP, quoteRequest(), { Authorization: `Bearer ${accessToken}` });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual(invalid);

    expect((await sandbox.db.orm.select().from(quotes)).length).toBe(before);
  });

  it('answers 400 UnknownProduct for a product key the catalogue lacks', async () => {
    const body = quoteRequest({ productKey: 'custom-pizza-box' });

    const response = await post(BOXUP, body);

    await expectAnswer(response, 400, {
      title: 'UnknownProduct',
      detail: 'The catalogue has no product "custom-pizza-box"',
    });
    expect(await outbox(body.contact.email)).toEqual([]);
  });

  it.each([
    ['an unknown storefront', '/ecommerce/tenants/north-america/storefronts/acme/order-quotation'],
    ['an unknown tenant', '/ecommerce/tenants/mars/storefronts/boxup/order-quotation'],
    [
      'a storefront of another tenant',
      '/ecommerce/tenants/north-america/storefronts/kartonwerk/order-quotation',
    ],
    ['boxup under germany', '/ecommerce/tenants/germany/storefronts/boxup/order-quotation'],
  ])('answers 404 StorefrontNotFound for %s', async (_case, path) => {
    const response = await post(path, quoteRequest());

    await expectAnswerMatching(response, 404, { title: 'StorefrontNotFound' });
  });

  it.each([
    ['kind', { kind: 'sample' }, "must be 'quote' or 'higher-quantity'"],
    ['kind', { kind: undefined }, 'is required'],
    ['productKey', { productKey: ' ' }, 'must not be empty'],
    ['productKey', { productKey: undefined }, 'is required'],
    ['productName', { productName: '' }, 'must not be empty'],
    ['quantity', { quantity: 0 }, 'must be a whole number from 1 to 10000000'],
    ['quantity', { quantity: 2.5 }, 'must be a whole number from 1 to 10000000'],
    ['quantity', { quantity: '500' }, 'must be a whole number from 1 to 10000000'],
    ['quantity', { quantity: 10_000_001 }, 'must be a whole number from 1 to 10000000'],
    ['quantity', { quantity: undefined }, 'is required'],
    ['contact', { contact: undefined }, 'is required'],
    ['contact', { contact: 'Rosa' }, 'must be an object'],
    ['contact.name', { contact: { name: ' ', email: 'a@b.example' } }, 'must not be empty'],
    [
      'contact.name',
      { contact: { name: 'x'.repeat(101), email: 'a@b.example' } },
      'must be at most 100 characters',
    ],
    ['contact.email', { contact: { name: 'Rosa', email: 'rosa' } }, 'must be an email address'],
    ['contact.email', { contact: { name: 'Rosa' } }, 'is required'],
    ['comments', { comments: 'x'.repeat(2001) }, 'must be at most 2000 characters'],
    ['size', { size: 12 }, 'Invalid input: expected string, received number'],
  ])('answers 400 ValidationError naming %s', async (path, overrides, message) => {
    const body = quoteRequest(overrides);

    const response = await post(BOXUP, body);

    await expectAnswer(response, 400, {
      title: 'ValidationError',
      detail: `${path}: ${message}`,
      errors: [{ path, message }],
    });
  });

  it('accepts comments of exactly 2000 characters and a name of 100', async () => {
    const receipt = await postOk(
      BOXUP,
      quoteRequest({
        comments: 'x'.repeat(2000),
        contact: { name: 'n'.repeat(100), email: 'long@example.com' },
      }),
    );
    expect((await storedQuote(receipt.quoteId))?.comments).toHaveLength(2000);
  });

  it('names every wrong field at once', async () => {
    const response = await post(BOXUP, { kind: 'quote', quantity: -1, contact: {} });

    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Array<{ path: string }> };
    expect(body.errors.map((error) => error.path).sort()).toEqual([
      'contact.email',
      'contact.name',
      'productKey',
      'productName',
      'quantity',
    ]);
  });

  it('answers 400 BadRequest for a body that is not JSON', async () => {
    const response = await post(BOXUP, '{"kind":');

    await expectAnswer(response, 400, {
      title: 'BadRequest',
      detail: 'The request body is not valid JSON',
    });
  });
});
