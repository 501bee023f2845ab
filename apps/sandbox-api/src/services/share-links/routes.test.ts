import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../outbox.test-setup.ts';
import { expectAnswer, expectAnswerMatching } from '../../http/expect-answer.test-setup.ts';
import { json } from '../../http/json-request.test-setup.ts';
import { createSandboxClock } from '../../clock.ts';
import { shareLinks } from '../../db/schema.ts';
import { sandboxPerFile } from '../../testing.ts';
import { ANONYMOUS_SERVICE_KEYS, sessionKit } from '../designs/test-kit.ts';
import type { ShareLinkCreated, SharedLink } from './routes.ts';
import { SHARE_LINK_LIFETIME_MS, shareUrl } from './routes.ts';

const START = new Date('2031-06-04T15:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND = { title: 'ShareLinkNotFound', detail: 'Request is invalid or expired' };

const sandbox = sandboxPerFile({ clock: createSandboxClock({ start: START, frozen: true }) });
/** An anonymous ybd session that owns the design {@link designId}. */
let ownerToken: string;
let designId: string;

/** A new anonymous session's token on `store`. */
async function anonymousToken(store: keyof typeof ANONYMOUS_SERVICE_KEYS): Promise<string> {
  const answer = await sandbox.fetch(`/anon/${ANONYMOUS_SERVICE_KEYS[store]}/token`, {
    method: 'POST',
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { anonymousToken: string }).anonymousToken;
}

/** A design of `token`'s owner. */
async function createDesign(token: string): Promise<string> {
  const answer = await sessionKit(sandbox.fetch).call<{ id: string }>('POST', '/session/designs', {
    token,
    body: {
      name: 'Shared mailer',
      productKey: 'custom-mailer-box',
      selection: { Size: '9 x 6 x 3' },
      document: { schemaVersion: 1, panels: [] },
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.id;
}

beforeAll(async () => {
  ownerToken = await anonymousToken('ybd');
  designId = await createDesign(ownerToken);
});

const productLink = (overrides: Record<string, unknown> = {}) => ({
  storefrontId: 'boxup',
  siteUrl: 'https://boxup.example',
  kind: 'product',
  productKey: 'custom-mailer-box',
  selection: { Size: '9 x 6 x 3', 'Print Options': 'Outside only', quantity: 250 },
  name: 'Rosa Quinn',
  ...overrides,
});

const designLink = (overrides: Record<string, unknown> = {}) => ({
  storefrontId: 'ybd',
  siteUrl: 'http://localhost:4300/',
  kind: 'design',
  designId,
  name: 'Rosa Quinn',
  ...overrides,
});

/** Asks for a link with the owner's bearer, or with `token` (`null`: none). */
function generate(body: unknown, token: string | null = ownerToken) {
  return sandbox.fetch(
    '/session/generateUniqueURL',
    json('POST', body, token === null ? {} : { Authorization: `Bearer ${token}` }),
  );
}

async function generateOk(body: unknown, token: string | null = ownerToken) {
  const response = await generate(body, token);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ShareLinkCreated;
}

const shared = (id: string) => sandbox.fetch(`/session/shared/${encodeURIComponent(id)}`);

const outbox = (to: string) => readOutbox(sandbox.fetch, to);

describe('POST /session/generateUniqueURL', () => {
  it('makes a product link with a 12-character nanoid that expires in 30 days', async () => {
    const created = await generateOk(productLink());

    expect(created.id).toMatch(/^[\w-]{12}$/);
    expect(created).toEqual({
      id: created.id,
      uniqueUrl: `https://boxup.example/product/custom-mailer-box?share=${created.id}`,
      expiresAt: '2031-07-04T15:00:00.000Z',
    });
  });

  it('makes a design link and drops a trailing slash of the site URL', async () => {
    const created = await generateOk(designLink());

    expect(created.uniqueUrl).toBe(`http://localhost:4300/shared-design/${created.id}`);
  });

  it('stores the link with its creation time from the sandbox clock', async () => {
    const created = await generateOk(productLink({ email: 'friend@example.com', culture: 'en' }));

    const [row] = await sandbox.db.orm
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.id, created.id));
    expect(row).toEqual({
      id: created.id,
      storefrontId: 'boxup',
      kind: 'product',
      productKey: 'custom-mailer-box',
      designId: null,
      selection: { Size: '9 x 6 x 3', 'Print Options': 'Outside only', quantity: 250 },
      siteUrl: 'https://boxup.example',
      uniqueUrl: created.uniqueUrl,
      name: 'Rosa Quinn',
      recipientEmail: 'friend@example.com',
      culture: 'en',
      createdAt: sandbox.clock.now(),
      expiresAt: new Date(sandbox.clock.now().getTime() + SHARE_LINK_LIFETIME_MS),
    });
  });

  it('gives every link its own id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) ids.add((await generateOk(designLink())).id);
    expect(ids.size).toBe(5);
  });

  it('mails the link to the recipient when an email is given', async () => {
    const created = await generateOk(productLink({ email: 'Buyer@Example.com' }));

    const [mail, ...others] = await outbox('buyer@example.com');

    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      to: 'buyer@example.com',
      subject: 'Rosa Quinn shared a box with you',
      link: created.uniqueUrl,
      sentAt: sandbox.clock.now().toISOString(),
    });
    expect(mail?.text).toContain(
      'Rosa Quinn wants to show you this box on BoxUp: Custom Mailer Box',
    );
    expect(mail?.text).toContain(created.uniqueUrl);
    expect(mail?.text).toContain('The link works until July 4, 2031.');
  });

  it('mails a design link in German for a German culture and on a German store', async () => {
    const created = await generateOk(designLink({ email: 'kunde@example.de', culture: 'de-DE' }));
    const [mail] = await outbox('kunde@example.de');
    expect(mail).toMatchObject({
      subject: 'Rosa Quinn hat ein Schachteldesign mit Ihnen geteilt',
      link: created.uniqueUrl,
    });
    expect(mail?.text).toContain('Der Link ist bis zum 4. Juli 2031 gültig.');

    await generateOk(
      productLink({
        storefrontId: 'kartonwerk',
        email: 'partner@example.de',
        siteUrl: 'https://kartonwerk.example',
      }),
    );
    const [german] = await outbox('partner@example.de');
    expect(german?.subject).toBe('Rosa Quinn hat eine Schachtel mit Ihnen geteilt');
    expect(german?.text).toContain('bei Kartonwerk zeigen: Custom Mailer Box');
  });

  it('sends no mail without an email', async () => {
    const before = await outbox('');
    await generateOk(productLink({ email: '' }));
    expect(await outbox('')).toEqual(before);
  });

  it('answers 400 UnknownProduct for a product key the catalogue lacks', async () => {
    const response = await generate(productLink({ productKey: 'custom-pizza-box' }));

    await expectAnswer(response, 400, {
      title: 'UnknownProduct',
      detail: 'The catalogue has no product "custom-pizza-box"',
    });
  });

  it('answers 404 StorefrontNotFound for an unknown storefront', async () => {
    const response = await generate(productLink({ storefrontId: 'acme' }));

    await expectAnswer(response, 404, {
      title: 'StorefrontNotFound',
      detail: 'There is no storefront "acme"',
    });
  });

  it.each([
    ['storefrontId', productLink({ storefrontId: '' }), 'must not be empty'],
    ['storefrontId', productLink({ storefrontId: undefined }), 'is required'],
    [
      'siteUrl',
      productLink({ siteUrl: 'boxup.example' }),
      'must be an http(s) URL without query or fragment',
    ],
    [
      'siteUrl',
      productLink({ siteUrl: 'ftp://boxup.example' }),
      'must be an http(s) URL without query or fragment',
    ],
    [
      'siteUrl',
      productLink({ siteUrl: 'https://boxup.example/?ref=mail' }),
      'must be an http(s) URL without query or fragment',
    ],
    ['kind', productLink({ kind: 'cart' }), "must be 'product' or 'design'"],
    ['kind', productLink({ kind: undefined }), 'is required'],
    ['productKey', productLink({ productKey: undefined }), 'is required for a product link'],
    ['productKey', productLink({ productKey: '  ' }), 'is required for a product link'],
    ['designId', designLink({ designId: undefined }), 'is required for a design link'],
    ['name', productLink({ name: ' ' }), 'must not be empty'],
    ['name', productLink({ name: 'x'.repeat(101) }), 'must be at most 100 characters'],
    ['name', productLink({ name: undefined }), 'is required'],
    ['email', productLink({ email: 'not-an-email' }), 'must be an email address'],
    [
      'selection.quantity',
      productLink({ selection: { quantity: true } }),
      'must be a text or a number',
    ],
  ])('answers 400 ValidationError naming %s', async (path, body, message) => {
    const response = await generate(body);

    expect(response.status).toBe(400);
    const problem = (await response.json()) as { title: string; errors: unknown[] };
    expect(problem.title).toBe('ValidationError');
    expect(problem.errors).toContainEqual({ path, message });
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a look-alike', 'https://boxup.example.evil.example'],
    ["another store's site", 'https://kartonwerk.example'],
  ])('answers 400 InvalidSiteUrl and mails nothing for %s', async (_, siteUrl) => {
    const before = await outbox('victim@example.com');
    const response = await generate(productLink({ siteUrl, email: 'victim@example.com' }));

    await expectAnswer(response, 400, {
      title: 'InvalidSiteUrl',
      detail:
        'siteUrl must be a page of the store "boxup" (its own site, or localhost in the sandbox)',
    });
    expect(await outbox('victim@example.com')).toEqual(before);
  });

  it("takes the store's own site and local origins", async () => {
    for (const siteUrl of [
      'https://www.boxup.example',
      'http://127.0.0.1:4200',
      'http://localhost:4200/',
    ]) {
      await generateOk(productLink({ siteUrl }));
    }
  });

  it('makes a product link without a bearer: a product is no secret', async () => {
    const created = await generateOk(productLink(), null);
    expect((await shared(created.id)).status).toBe(200);
  });

  it('needs the bearer of the design owner for a design link, as the owner-only design route', async () => {
    const before = await sandbox.db.orm.select().from(shareLinks);

    const withoutToken = await generate(designLink(), null);
    await expectAnswer(withoutToken, 401, {
      title: 'InvalidToken',
      detail: 'Invalid access token',
    });

    const forged = await generate(designLink(), 'not-a-token');
    expect(forged.status).toBe(401);

    const otherShopper = await anonymousToken('ybd');
    const someoneElses = await generate(designLink(), otherShopper);
    await expectAnswer(someoneElses, 404, {
      title: 'DesignNotFound',
      detail: `There is no design "${designId}"`,
    });
    // The same answer as the owner-only route gives that shopper.
    const route = await sessionKit(sandbox.fetch).call('GET', `/session/designs/${designId}`, {
      token: otherShopper,
    });
    expect(route.status).toBe(404);

    const unknown = await generate(designLink({ designId: 'dsg_unknown' }));
    expect(unknown.status).toBe(404);
    // Naming the design in a product link needs the owner too.
    const inProductLink = await generate(productLink({ designId }), otherShopper);
    expect(inProductLink.status).toBe(404);

    expect(await sandbox.db.orm.select().from(shareLinks)).toHaveLength(before.length);
  });

  it('lets a signed-in customer share their own design', async () => {
    const login = await sandbox.fetch(
      '/auth/v1/north-america/login',
      json('POST', { storeFrontId: 'boxup', email: 'demo@boxup.example', password: 'Boxes4All!' }),
    );
    const { accessToken } = (await login.json()) as { accessToken: string };
    const own = await createDesign(accessToken);

    const created = await generateOk(
      designLink({ storefrontId: 'boxup', designId: own }),
      accessToken,
    );
    const design = await sandbox.fetch(`/session/shared/${created.id}/design`);
    expect(design.status).toBe(200);
    expect(await generate(designLink({ designId: own }), ownerToken)).toHaveProperty('status', 404);
  });

  it('answers 400 BadRequest for a body that is not JSON', async () => {
    const response = await generate('not json');
    await expectAnswerMatching(response, 400, { title: 'BadRequest' });
  });
});

describe('GET /session/shared/{id}', () => {
  it('answers what was shared', async () => {
    const created = await generateOk(productLink());

    const response = await shared(created.id);

    expect(response.status).toBe(200);
    expect((await response.json()) as SharedLink).toEqual({
      id: created.id,
      kind: 'product',
      storefrontId: 'boxup',
      productKey: 'custom-mailer-box',
      designId: null,
      selection: { Size: '9 x 6 x 3', 'Print Options': 'Outside only', quantity: 250 },
      name: 'Rosa Quinn',
      createdAt: sandbox.clock.now().toISOString(),
      expiresAt: created.expiresAt,
    });
  });

  it('answers an empty selection and no product for a design link made without them', async () => {
    const created = await generateOk(designLink());

    const body = (await (await shared(created.id)).json()) as SharedLink;

    expect(body).toMatchObject({
      kind: 'design',
      designId,
      productKey: null,
      selection: {},
    });
  });

  it('works until 30 days have passed, then answers 404 ShareLinkNotFound', async () => {
    const created = await generateOk(designLink());

    sandbox.clock.advance(30 * DAY_MS - 1000);
    expect((await shared(created.id)).status).toBe(200);

    sandbox.clock.advance(1000);
    const expired = await shared(created.id);
    expect(expired.status).toBe(404);
    expect(await expired.json()).toEqual(NOT_FOUND);
  });

  it('answers 404 ShareLinkNotFound for an unknown id', async () => {
    const response = await shared('AAAAAAAAAAAA');

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(NOT_FOUND);
  });
});

describe('shareUrl', () => {
  it('drops every trailing slash of the site URL', () => {
    expect(shareUrl('https://a.example//', 'design', undefined, 'abc')).toBe(
      'https://a.example/shared-design/abc',
    );
    expect(shareUrl('https://a.example/shop/', 'product', 'custom-gable-box', 'abc')).toBe(
      'https://a.example/shop/product/custom-gable-box?share=abc',
    );
  });
});
