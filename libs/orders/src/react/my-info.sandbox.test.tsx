import type { HttpFetch } from '@storefront/http';
import {
  createIdentity,
  createMemoryTabCoordinator,
  type Identity,
} from '@storefront/identity-sdk';
import { memoryStorage } from '@storefront/browser-storage';
import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newsletterAudienceId } from '../lib/customer-model';
import type { OrderAddress } from '../lib/order-response';
import { SANDBOX_ORIGIN, signUpCustomer, type SandboxCustomer } from '../lib/testing/sandbox-shop';
import { MyInfo } from './account/my-info';
import type { DefaultAddressFormRenderProps } from './account/default-addresses';
import { OrdersTestProviders } from './testing/orders-test-providers';

// The account page's parts against the real customer, newsletter and identity routes of the
// sandbox; the identity is the real SDK core.
let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox?.close());

const identities: Identity[] = [];
afterEach(() => {
  for (const identity of identities.splice(0)) identity.destroy();
});

async function signedInIdentity(customer: SandboxCustomer): Promise<Identity> {
  const identity = createIdentity(
    {
      tenant: 'north-america',
      storeFrontId: 'boxup',
      authenticationBaseUrl: `${SANDBOX_ORIGIN}/auth`,
      identityProviderBaseUrl: `${SANDBOX_ORIGIN}/idp`,
      identityProviderClientId: 'boxup-storefront',
      tokenAudience: 'https://api.storefront.sandbox/',
      siteUrl: 'http://localhost:4200',
    },
    {
      fetch: sandbox.fetch,
      storage: memoryStorage(),
      coordinator: createMemoryTabCoordinator(),
      logger: { warn: () => {}, error: () => {} },
    },
  );
  identities.push(identity);
  await identity.init();
  await identity.signIn({ email: customer.email, password: customer.password });
  return identity;
}

/** A small address form standing in for the storefront's (which lives in another domain). */
function TestAddressForm({ address, onSubmit, onCancel, label }: DefaultAddressFormRenderProps) {
  const [city, setCity] = useState(address?.city ?? '');
  const [error, setError] = useState<string | null>(null);
  const base: Partial<OrderAddress> = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    streetName: '500 Main St',
    postalCode: '76011',
    state: 'TX',
    country: 'US',
  };
  return (
    <form
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ ...base, city }).catch((failure: unknown) => setError(String(failure)));
      }}
    >
      <label>
        City
        <input value={city} onChange={(event) => setCity(event.target.value)} />
      </label>
      <button type="submit">Save address</button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
      {error ? <p>{error}</p> : null}
    </form>
  );
}

async function renderMyInfo(customer: SandboxCustomer, fetch: HttpFetch = sandbox.fetch) {
  const identity = await signedInIdentity(customer);
  render(
    <OrdersTestProviders fetch={fetch} token={customer.accessToken}>
      <MyInfo
        customerId={customer.customerId}
        audienceId={newsletterAudienceId('boxup')}
        identity={identity}
        renderAddressForm={(form) => <TestAddressForm {...form} />}
      />
    </OrdersTestProviders>,
  );
  return identity;
}

async function readCustomer(customer: SandboxCustomer) {
  const response = await sandbox.fetch(
    `/ecommerce/tenants/north-america/storefronts/boxup/customers/${customer.customerId}`,
    {
      headers: { authorization: `Bearer ${customer.accessToken}` },
    },
  );
  return (await response.json()) as Record<string, unknown>;
}

describe('MyInfo', () => {
  it('saves the profile, keeping what was typed when a field is wrong', async () => {
    const customer = await signUpCustomer(sandbox, 'myinfo-profile@example.com');
    await renderMyInfo(customer);
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('myinfo-profile@example.com')).toBeInTheDocument();
    const first = within(profile).getByRole('textbox', { name: /First name/ });
    const last = within(profile).getByRole('textbox', { name: /Last name/ });
    expect(first).toHaveValue('Test');

    await userEvent.clear(first);
    await userEvent.type(first, 'Grace');
    await userEvent.clear(last);
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(last).toHaveAccessibleDescription('Last name is required');
    expect(first).toHaveValue('Grace');

    await userEvent.type(last, 'Hopper');
    await userEvent.type(
      within(profile).getByRole('textbox', { name: /Company name/ }),
      'Cobol Crates',
    );
    await userEvent.click(within(profile).getByRole('button', { name: 'Save profile' }));
    expect(await within(profile).findByText('Your profile was saved.')).toBeInTheDocument();
    expect(await readCustomer(customer)).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      companyName: 'Cobol Crates',
    });
  });

  it('adds a default shipping address and then edits it', async () => {
    const customer = await signUpCustomer(sandbox, 'myinfo-address@example.com');
    await renderMyInfo(customer);
    const shipping = await screen.findByRole('region', { name: 'Default shipping address' });
    expect(within(shipping).getByText('No address saved yet.')).toBeInTheDocument();
    await userEvent.click(
      within(shipping).getByRole('button', { name: 'Add Default shipping address' }),
    );
    const form = within(shipping).getByRole('form', { name: 'Default shipping address' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'City' }), 'Arlington');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await within(shipping).findByText('Address saved.')).toBeInTheDocument();
    expect(within(shipping).getByText('Arlington, TX 76011')).toBeInTheDocument();
    const edit = within(shipping).getByRole('button', { name: 'Edit Default shipping address' });
    await waitFor(() => expect(edit).toHaveFocus());

    await userEvent.click(edit);
    const editForm = within(shipping).getByRole('form', { name: 'Default shipping address' });
    const city = within(editForm).getByRole('textbox', { name: 'City' });
    expect(city).toHaveValue('Arlington');
    await userEvent.clear(city);
    await userEvent.type(city, 'Dallas');
    await userEvent.click(within(editForm).getByRole('button', { name: 'Save address' }));
    expect(await within(shipping).findByText('Dallas, TX 76011')).toBeInTheDocument();
    const billing = screen.getByRole('region', { name: 'Default billing address' });
    expect(within(billing).getByText('No address saved yet.')).toBeInTheDocument();

    const saved = await readCustomer(customer);
    expect(saved).toMatchObject({
      version: 3,
      defaultBillingAddressId: null,
      addresses: [expect.objectContaining({ city: 'Dallas' })],
    });
  });

  it('subscribes to the newsletter, and says so when subscribing fails', async () => {
    const customer = await signUpCustomer(sandbox, 'myinfo-news@example.com');
    let subscribeDown = true;
    const fetch: HttpFetch = (request) =>
      subscribeDown && new URL(request.url).pathname.endsWith('/newsletter/subscribe')
        ? Response.json({ title: 'Unavailable', detail: 'down' }, { status: 503 })
        : sandbox.fetch(request);
    await renderMyInfo(customer, fetch);
    const newsletter = await screen.findByRole('region', { name: 'Newsletter' });
    const box = await within(newsletter).findByRole('checkbox', { name: 'Send me the newsletter' });
    expect(box).not.toBeChecked();

    await userEvent.click(box);
    await waitFor(() =>
      expect(within(newsletter).getByRole('alert')).toHaveTextContent(
        'Failed to subscribe to the Newsletter',
      ),
    );
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();

    subscribeDown = false;
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    expect(
      within(newsletter).getByText('You are subscribed to the newsletter.'),
    ).toBeInTheDocument();
    expect(await readCustomer(customer)).toMatchObject({ newsletterStatus: 'subscribed' });
  });

  it('changes the password through the identity SDK, with the rules and the service’s refusal', async () => {
    const customer = await signUpCustomer(sandbox, 'myinfo-password@example.com');
    await renderMyInfo(customer);
    const section = await screen.findByRole('region', { name: 'Change password' });
    const current = within(section).getByLabelText(/Current password/);
    const next = within(section).getByLabelText(/^New password/);
    const confirm = within(section).getByLabelText(/Confirm new password/);

    await userEvent.type(current, 'wrong-password');
    await userEvent.type(next, 'short');
    await userEvent.type(confirm, 'other');
    await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(next).toHaveAccessibleDescription(
      expect.stringContaining('Password must be 8 to 20 characters'),
    );
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');

    await userEvent.clear(next);
    await userEvent.type(next, 'Sturdier#Box10');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Sturdier#Box10');
    await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(within(section).getByRole('alert')).not.toBeEmptyDOMElement());
    expect(next).toHaveValue('Sturdier#Box10');

    await userEvent.clear(current);
    await userEvent.type(current, customer.password);
    await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('Your password was changed.')).toBeInTheDocument();
    const login = await sandbox.fetch('/auth/v1/north-america/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        storeFrontId: 'boxup',
        email: customer.email,
        password: 'Sturdier#Box10',
      }),
    });
    expect(login.status).toBe(200);
  });

  it('changes the email and sends the verification email', async () => {
    const customer = await signUpCustomer(sandbox, 'myinfo-email@example.com');
    await renderMyInfo(customer);
    const section = await screen.findByRole('region', { name: 'Change email' });
    await userEvent.type(within(section).getByLabelText(/^New email/), 'myinfo-new@example.com');
    await userEvent.type(
      within(section).getByLabelText(/Confirm new email/),
      'someone-else@example.com',
    );
    await userEvent.type(within(section).getByLabelText(/^Password/), customer.password);
    await userEvent.click(within(section).getByRole('button', { name: 'Change email' }));
    expect(within(section).getByLabelText(/Confirm new email/)).toHaveAccessibleDescription(
      'Emails do not match',
    );

    await userEvent.clear(within(section).getByLabelText(/Confirm new email/));
    await userEvent.type(
      within(section).getByLabelText(/Confirm new email/),
      'MyInfo-New@Example.com',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Change email' }));
    expect(
      await within(section).findByText('Your email is now myinfo-new@example.com.'),
    ).toBeInTheDocument();

    const verification = screen.getByRole('region', { name: 'Email verification' });
    await userEvent.click(
      within(verification).getByRole('button', { name: 'Send verification email' }),
    );
    expect(
      await within(verification).findByText(/We sent a verification email to/),
    ).toBeInTheDocument();
    const outbox = (await (
      await sandbox.fetch('/__sandbox/outbox?to=myinfo-new@example.com')
    ).json()) as {
      messages: Array<{ link: string | null }>;
    };
    expect(outbox.messages.some((message) => message.link?.includes('ticketId='))).toBe(true);
  });

  it("shows 'Error occured while fetching customer info' when the customer cannot be read", async () => {
    const customer = await signUpCustomer(sandbox, 'myinfo-fail@example.com');
    const down: HttpFetch = (request) =>
      new URL(request.url).pathname.includes('/customers/')
        ? Response.json({ title: 'Forbidden', detail: 'nope' }, { status: 403 })
        : sandbox.fetch(request);
    await renderMyInfo(customer, down);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error occured while fetching customer info',
    );
  });
});
