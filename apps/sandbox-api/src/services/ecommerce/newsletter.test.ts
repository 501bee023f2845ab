import { describe, expect, it } from 'vitest';
import { sandboxPerFile } from '../../testing.ts';
import { listMail } from '../../outbox.ts';
import type { CustomerResponse } from './customers.ts';
import type { NewsletterSubscriptionResponse } from './newsletter.ts';
import { newsletterAudienceId } from './newsletter.ts';
import { commerceKit } from './test-kit.ts';

const sandbox = sandboxPerFile();
const kit = commerceKit(sandbox);

const AUDIENCE = newsletterAudienceId('boxup');

function status(token: string | undefined, email: string, audienceId = AUDIENCE) {
  const query = new URLSearchParams({ email, audienceId });
  return kit.call<NewsletterSubscriptionResponse>(
    'GET',
    kit.ecommerce(`newsletter/subscription/status?${query.toString()}`),
    token ? { token } : {},
  );
}

function change(action: 'subscribe' | 'unsubscribe', token: string, body: Record<string, unknown>) {
  return kit.call<NewsletterSubscriptionResponse>('POST', kit.ecommerce(`newsletter/${action}`), {
    token,
    body,
  });
}

describe('newsletter', () => {
  it('subscribes and unsubscribes a customer, mails each change and keeps the customer in step', async () => {
    const email = 'news@example.com';
    const { customerId, accessToken } = await kit.signUp(email);

    const before = await status(accessToken, email);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      email,
      audienceId: 'boxup-newsletter',
      status: 'unsubscribed',
      subscribedAt: null,
      unsubscribedAt: null,
      updatedAt: null,
    });

    const subscribed = await change('subscribe', accessToken, {
      email: 'News@Example.com',
      audienceId: AUDIENCE,
    });
    expect(subscribed.status).toBe(200);
    expect(subscribed.body).toMatchObject({ email, status: 'subscribed', unsubscribedAt: null });
    expect(Date.parse(subscribed.body.subscribedAt ?? '')).toBeLessThanOrEqual(
      sandbox.clock.now().getTime(),
    );
    expect((await status(accessToken, email)).body.status).toBe('subscribed');
    const customer = await kit.call<CustomerResponse>(
      'GET',
      kit.ecommerce(`customers/${customerId}`),
      {
        token: accessToken,
      },
    );
    expect(customer.body.newsletterStatus).toBe('subscribed');

    const again = await change('subscribe', accessToken, { email, audienceId: AUDIENCE });
    expect(again.body.subscribedAt).toBe(subscribed.body.subscribedAt);

    const unsubscribed = await change('unsubscribe', accessToken, { email, audienceId: AUDIENCE });
    expect(unsubscribed.body).toMatchObject({
      status: 'unsubscribed',
      subscribedAt: subscribed.body.subscribedAt,
    });
    expect(unsubscribed.body.unsubscribedAt).not.toBeNull();

    const mails = await listMail(sandbox.db, email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'You have unsubscribed from the BoxUp newsletter',
      'You are subscribed to the BoxUp newsletter',
    ]);
  });

  it('refuses anonymous shoppers, other emails, other audiences and bad input', async () => {
    const { accessToken } = await kit.signUp('news-rules@example.com');
    const anonymous = (await kit.anonymous()).anonymousToken;

    expect((await status(undefined, 'news-rules@example.com')).status).toBe(401);
    expect((await status(anonymous, 'news-rules@example.com')).status).toBe(401);
    const other = await status(accessToken, 'someone-else@example.com');
    expect(other.status).toBe(403);
    const audience = await status(accessToken, 'news-rules@example.com', 'ybd-newsletter');
    expect(audience.status).toBe(404);
    expect(audience.body.title).toBe('AudienceNotFound');

    const badEmail = await change('subscribe', accessToken, {
      email: 'not-an-email',
      audienceId: AUDIENCE,
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors?.[0]?.path).toBe('email');
    const missing = await change('unsubscribe', accessToken, { email: 'news-rules@example.com' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.path).toBe('audienceId');
    const query = await kit.call(
      'GET',
      kit.ecommerce('newsletter/subscription/status?email=news-rules@example.com'),
      { token: accessToken },
    );
    expect(query.status).toBe(400);
  });
});
