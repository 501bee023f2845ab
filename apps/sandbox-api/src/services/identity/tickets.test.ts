import { describe, expect, it } from 'vitest';
import { expectAnswer, expectAnswerMatching } from '../../http/expect-answer.test-setup.ts';
import type { OutboxMessage } from '../../outbox.ts';
import { NA, setUpIdentitySandbox } from './identity.test-setup.ts';

const SITE = 'http://localhost:4200';
const HOUR = 60 * 60 * 1000;

const { sandbox, send, signUp } = setUpIdentitySandbox();

let customers = 0;
/** Signs up a fresh customer on boxup (north-america) and returns its credentials. */
async function newCustomer(password = 'First#Pass1') {
  customers += 1;
  const email = `tickets-${customers}@example.com`;
  await signUp(email, password);
  return { email, password };
}

async function outbox(to: string): Promise<OutboxMessage[]> {
  const response = await sandbox.fetch(`/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

function ticketIdOf(message: OutboxMessage | undefined): string {
  const id = new URL(message?.link ?? '').searchParams.get('ticketId');
  if (!id) throw new Error(`no ticket link in ${JSON.stringify(message)}`);
  return id;
}

async function requestReset(email: string, storeFrontId = 'boxup', tenantPath = NA) {
  const response = await send('POST', `${tenantPath}/resetPassword`, {
    siteUrl: SITE,
    storeFrontId,
    email,
    culture: 'en-US',
  });
  expect(response.status).toBe(204);
  const [latest] = await outbox(email);
  return ticketIdOf(latest);
}

async function login(email: string, password: string, tenantPath = NA) {
  return send('POST', `${tenantPath}/login`, {
    storeFrontId: tenantPath === NA ? 'boxup' : 'kartonwerk',
    email,
    password,
    culture: 'en-US',
    siteUrl: SITE,
  });
}

async function accessTokenOf(email: string, password: string, storeFrontId = 'boxup') {
  const response = await send('POST', `${NA}/login`, { storeFrontId, email, password });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

describe('password reset', () => {
  it('mails a ticket link, shows the ticket and sets the new password with it', async () => {
    const { email, password } = await newCustomer();

    const response = await send('POST', `${NA}/resetPassword`, {
      siteUrl: SITE,
      storeFrontId: 'boxup',
      email: email.toUpperCase(),
      culture: 'en-US',
    });
    expect(response.status).toBe(204);

    const [message] = await outbox(email);
    expect(message).toMatchObject({
      to: email,
      subject: 'Reset your password',
      link: expect.stringMatching(/^http:\/\/localhost:4200\/reset\?ticketId=[\w-]+$/),
      sentAt: sandbox.clock.now().toISOString(),
    });
    expect(message?.text).toContain(message?.link);
    const ticketId = ticketIdOf(message);

    const ticket = await sandbox.fetch(`${NA}/tickets/${ticketId}`);
    await expectAnswer(ticket, 200, {
      ticketType: 'reset_password',
      params: { storeFrontId: 'boxup' },
    });

    const reset = await send('PATCH', `${NA}/resetPassword`, {
      ticketId,
      password: 'Second#Pass2',
      culture: 'en-US',
    });
    expect(reset.status).toBe(204);

    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, 'Second#Pass2')).status).toBe(200);
  });

  it('answers 204 for an unknown email and sends nothing', async () => {
    const response = await send('POST', `${NA}/resetPassword`, {
      siteUrl: SITE,
      storeFrontId: 'boxup',
      email: 'nobody-at-all@example.com',
      culture: 'en-US',
    });

    expect(response.status).toBe(204);
    expect(await outbox('nobody-at-all@example.com')).toEqual([]);
  });

  it('records the store the reset was asked on, so another store can refuse the ticket', async () => {
    const { email } = await newCustomer();

    const ticketId = await requestReset(email, 'ybd');

    expect(await (await sandbox.fetch(`${NA}/tickets/${ticketId}`)).json()).toEqual({
      ticketType: 'reset_password',
      params: { storeFrontId: 'ybd' },
    });
  });

  it('does not show or accept a ticket under another tenant', async () => {
    const { email } = await newCustomer();
    const ticketId = await requestReset(email);

    const shown = await sandbox.fetch(`/auth/v1/germany/tickets/${ticketId}`);
    expect(shown.status).toBe(404);
    const used = await send('PATCH', '/auth/v1/germany/resetPassword', {
      ticketId,
      password: 'Second#Pass2',
    });
    await expectAnswerMatching(used, 400, { title: 'InvalidTicket' });
  });

  it('refuses a used ticket', async () => {
    const { email } = await newCustomer();
    const ticketId = await requestReset(email);
    const body = { ticketId, password: 'Second#Pass2', culture: 'en-US' };
    expect((await send('PATCH', `${NA}/resetPassword`, body)).status).toBe(204);

    const again = await send('PATCH', `${NA}/resetPassword`, { ...body, password: 'Third#Pass3' });
    await expectAnswer(again, 400, {
      title: 'InvalidTicket',
      detail: 'Ticket is invalid or expired',
    });
    const shown = await sandbox.fetch(`${NA}/tickets/${ticketId}`);
    expect(shown.status).toBe(404);
  });

  it('lets a ticket expire after one hour on the sandbox clock', async () => {
    const { email } = await newCustomer();
    const ticketId = await requestReset(email);

    sandbox.clock.advance(HOUR - 1000);
    expect((await sandbox.fetch(`${NA}/tickets/${ticketId}`)).status).toBe(200);

    sandbox.clock.advance(1000);
    const shown = await sandbox.fetch(`${NA}/tickets/${ticketId}`);
    await expectAnswer(shown, 404, {
      title: 'TicketNotFound',
      detail: 'Ticket is invalid or expired',
    });
    const used = await send('PATCH', `${NA}/resetPassword`, {
      ticketId,
      password: 'Second#Pass2',
    });
    await expectAnswerMatching(used, 400, { title: 'InvalidTicket' });
  });

  it('answers 404 TicketNotFound for an unknown ticket and 400 InvalidTicket when using it', async () => {
    const shown = await sandbox.fetch(`${NA}/tickets/tkt_unknown`);
    await expectAnswerMatching(shown, 404, { title: 'TicketNotFound' });

    const used = await send('PATCH', `${NA}/resetPassword`, {
      ticketId: 'tkt_unknown',
      password: 'Second#Pass2',
    });
    await expectAnswerMatching(used, 400, { title: 'InvalidTicket' });
  });

  it('refuses a new password that breaks the rules and keeps the ticket usable', async () => {
    const { email } = await newCustomer();
    const ticketId = await requestReset(email);

    const weak = await send('PATCH', `${NA}/resetPassword`, { ticketId, password: 'password' });
    await expectAnswer(weak, 400, {
      title: 'InvalidPassword',
      detail: 'Password needs an upper case letter, a number and one of !@#$%^&*.',
    });

    const good = await send('PATCH', `${NA}/resetPassword`, { ticketId, password: 'Good#Pass4' });
    expect(good.status).toBe(204);
  });

  it('requires the fields it needs', async () => {
    const request = await send('POST', `${NA}/resetPassword`, {
      storeFrontId: 'boxup',
      email: 'x@example.com',
    });
    await expectAnswerMatching(request, 400, {
      title: 'InvalidRequest',
      detail: 'siteUrl: is required',
    });

    const use = await send('PATCH', `${NA}/resetPassword`, { password: 'Good#Pass4' });
    await expectAnswerMatching(use, 400, {
      title: 'InvalidRequest',
      detail: 'ticketId: is required',
    });
  });

  it('writes German mail for a German culture', async () => {
    const email = 'kunde@example.de';
    const signup = await send('POST', '/idp/dbconnections/signup', {
      client_id: 'kartonwerk-storefront',
      connection: 'kartonwerk',
      email,
      password: 'Karton#Werk1',
    });
    expect(signup.status).toBe(200);

    await send('POST', '/auth/v1/germany/resetPassword', {
      siteUrl: 'https://kartonwerk.example/',
      storeFrontId: 'kartonwerk',
      email,
      culture: 'de-DE',
    });

    const [message] = await outbox(email);
    expect(message).toMatchObject({
      subject: 'Passwort zurücksetzen',
      link: expect.stringMatching(/^https:\/\/kartonwerk\.example\/reset\?ticketId=/),
    });
  });
});

describe('email verification', () => {
  it('mails a verify link to the signed-in customer and verifies the address with it', async () => {
    const { email, password } = await newCustomer();
    const accessToken = await accessTokenOf(email, password, 'ybd');

    const response = await send(
      'POST',
      `${NA}/profile/me/verifyEmail`,
      { siteUrl: SITE, culture: 'en-US' },
      { Authorization: `Bearer ${accessToken}` },
    );
    expect(response.status).toBe(204);

    const [message] = await outbox(email);
    expect(message).toMatchObject({
      subject: 'Verify your email address',
      link: expect.stringMatching(/^http:\/\/localhost:4200\/verify-email\?ticketId=/),
    });
    const ticketId = ticketIdOf(message);
    expect(await (await sandbox.fetch(`${NA}/tickets/${ticketId}`)).json()).toEqual({
      ticketType: 'verify_email',
      params: { storeFrontId: 'ybd' },
    });

    const verify = await send('PATCH', `${NA}/profile/verifyEmail`, {
      ticketId,
      culture: 'en-US',
    });
    expect(verify.status).toBe(204);
    const [row] = await sandbox.db.query<{ email_verified: boolean }>(
      'select email_verified from customers where email = $1',
      [email],
    );
    expect(row).toEqual({ email_verified: true });

    const again = await send('PATCH', `${NA}/profile/verifyEmail`, { ticketId });
    await expectAnswer(again, 400, {
      title: 'InvalidTicket',
      detail: 'Ticket is invalid or expired',
    });
  });

  it('needs a bearer token to send the link', async () => {
    const response = await send('POST', `${NA}/profile/me/verifyEmail`, { siteUrl: SITE });

    await expectAnswer(response, 401, {
      title: 'InvalidToken',
      detail: 'Invalid access token',
    });
  });

  it('refuses a reset ticket as a verify ticket and the other way round', async () => {
    const { email, password } = await newCustomer();
    const resetTicket = await requestReset(email);
    const accessToken = await accessTokenOf(email, password);
    await send(
      'POST',
      `${NA}/profile/me/verifyEmail`,
      { siteUrl: SITE },
      { Authorization: `Bearer ${accessToken}` },
    );
    const verifyTicket = ticketIdOf((await outbox(email))[0]);

    const verifyWithReset = await send('PATCH', `${NA}/profile/verifyEmail`, {
      ticketId: resetTicket,
    });
    expect(verifyWithReset.status).toBe(400);
    const resetWithVerify = await send('PATCH', `${NA}/resetPassword`, {
      ticketId: verifyTicket,
      password: 'Good#Pass4',
    });
    expect(resetWithVerify.status).toBe(400);
  });
});

describe('GET /__sandbox/outbox', () => {
  it('lists the messages to one address, newest first', async () => {
    const { email } = await newCustomer();
    await requestReset(email);
    sandbox.clock.advance(1000);
    const latest = await requestReset(email, 'ybd');

    const messages = await outbox(email.toUpperCase());
    expect(messages).toHaveLength(2);
    expect(ticketIdOf(messages[0])).toBe(latest);
    expect(Date.parse(messages[0]?.sentAt ?? '')).toBeGreaterThan(
      Date.parse(messages[1]?.sentAt ?? ''),
    );
  });

  it('lists every message without a recipient filter', async () => {
    const response = await sandbox.fetch('/__sandbox/outbox');
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };

    expect(messages.length).toBeGreaterThan(2);
  });
});

describe('siteUrl of emailed links (issue 14, item 1)', () => {
  const FOREIGN = [
    'https://evil.example',
    'https://boxup.example.evil.example',
    'https://ybd.example', // another store's site
    'javascript:alert(1)',
    'http://localhost:4200/?next=https://evil.example',
    'http://user:pass@localhost:4200',
    'not a url',
  ];

  it.each(FOREIGN)(
    'refuses a reset for %s with 400 InvalidSiteUrl and sends nothing',
    async (siteUrl) => {
      const { email } = await newCustomer();
      const response = await send('POST', `${NA}/resetPassword`, {
        siteUrl,
        storeFrontId: 'boxup',
        email,
        culture: 'en-US',
      });
      await expectAnswerMatching(response, 400, { title: 'InvalidSiteUrl' });
      expect(await outbox(email)).toEqual([]);
    },
  );

  it('refuses a verification link to a foreign site and sends nothing', async () => {
    const { email, password } = await newCustomer();
    const accessToken = await accessTokenOf(email, password);
    const response = await send(
      'POST',
      `${NA}/profile/me/verifyEmail`,
      { siteUrl: 'https://evil.example', culture: 'en-US' },
      { Authorization: `Bearer ${accessToken}` },
    );
    await expectAnswerMatching(response, 400, { title: 'InvalidSiteUrl' });
    expect(await outbox(email)).toEqual([]);
  });

  it('refuses a sign-in that names a foreign site', async () => {
    const { email, password } = await newCustomer();
    const response = await send('POST', `${NA}/login`, {
      storeFrontId: 'boxup',
      email,
      password,
      siteUrl: 'https://evil.example',
    });
    await expectAnswerMatching(response, 400, { title: 'InvalidSiteUrl' });
  });

  it.each([
    ['boxup', 'https://boxup.example'],
    ['boxup', 'https://www.boxup.example/'],
    ['boxup', 'http://127.0.0.1:4200'],
    ['ybd', 'http://localhost:4201/'],
  ])('sends the link of %s to %s', async (storeFrontId, siteUrl) => {
    const { email } = await newCustomer();
    const response = await send('POST', `${NA}/resetPassword`, {
      siteUrl,
      storeFrontId,
      email,
      culture: 'en-US',
    });
    expect(response.status).toBe(204);
    const [message] = await outbox(email);
    expect(message?.link?.startsWith(`${siteUrl.replace(/\/$/, '')}/reset?ticketId=`)).toBe(true);
  });
});
