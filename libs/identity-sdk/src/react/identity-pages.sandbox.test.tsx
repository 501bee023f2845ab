import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDENTITY_ERROR_MESSAGES } from '../index';
import { LoginView } from './login-view';
import { LostPasswordView } from './lost-password-view';
import { ResetPasswordView } from './reset-password-view';
import {
  submitNewPassword,
  submitRegistration,
  submitResetRequest,
  submitSignIn,
} from './testing/identity-forms';
import { renderIdentityPage } from './testing/render-identity-page';
import {
  SANDBOX_DEMO_CUSTOMER,
  SANDBOX_SITE_URL,
  createSandboxIdentity,
  destroySandboxIdentities,
  latestMailLink,
  uniqueEmail,
} from '../lib/testing/sandbox-identity';
import { VerifyEmailView } from './verify-email-view';

// The pages with the real identity core (`createIdentity`) against the in-process sandbox.
// Each test types whole forms and waits for real calls; allow more than the 5 s default.
vi.setConfig({ testTimeout: 30_000 });

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  // PGlite opens in about a second, far longer on a busy two-core machine.
}, 60_000);
afterEach(() => destroySandboxIdentities());
afterAll(() => sandbox?.close());

async function startedIdentity() {
  const identity = createSandboxIdentity(sandbox.fetch);
  await identity.init();
  return identity;
}

/** A customer of their own for a test, registered through the identity provider. */
async function registeredCustomer(label: string, password = 'Secret1!') {
  const email = uniqueEmail(label);
  const identity = await startedIdentity();
  await identity.signUp({ email, password, firstName: 'Test', surname: label });
  return { email, password };
}

function ticketOf(link: string | undefined): string {
  const ticketId = link === undefined ? null : new URL(link).searchParams.get('ticketId');
  if (!ticketId) throw new Error(`No ticket in ${String(link)}`);
  return ticketId;
}

function signInForm() {
  return within(screen.getByRole('region', { name: 'Log In' }));
}

function registerForm() {
  return within(screen.getByRole('region', { name: 'Create an account' }));
}

describe('LoginView with the sandbox', () => {
  async function renderLogin(path = '/login?returnTo=%2Fmy-orders') {
    const identity = await startedIdentity();
    const onSignedIn = vi.fn();
    const view = renderIdentityPage(<LoginView onSignedIn={onSignedIn} />, { identity, path });
    return { ...view, identity, onSignedIn };
  }

  it('signs the demo customer in and returns to where they came from', async () => {
    const { user, identity, onSignedIn } = await renderLogin();
    expect(identity.getState().status).toBe('anonymous');
    await submitSignIn(user, signInForm(), {
      email: 'Demo@BoxUp.example',
      password: SANDBOX_DEMO_CUSTOMER.password,
    });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/my-orders'));
    expect(identity.getState()).toMatchObject({ status: 'signedIn', isSignedIn: true });
    expect(identity.consumeLoginNotification()).toBe(true);
  });

  it("shows the service's message for a wrong password, focuses it and keeps the input", async () => {
    const { user, identity, onSignedIn } = await renderLogin();
    await submitSignIn(user, signInForm(), {
      email: SANDBOX_DEMO_CUSTOMER.email,
      password: 'Not-the-password1!',
    });
    const alert = await signInForm().findByRole('alert');
    expect(alert).toHaveTextContent('Wrong email or password.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(signInForm().getByLabelText(/^Email/)).toHaveValue(SANDBOX_DEMO_CUSTOMER.email);
    expect(signInForm().getByLabelText(/^Password/)).toHaveValue('Not-the-password1!');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(identity.getState().isSignedIn).toBe(false);

    // The next attempt clears the alert.
    await user.clear(signInForm().getByLabelText(/^Password/));
    await user.type(signInForm().getByLabelText(/^Password/), SANDBOX_DEMO_CUSTOMER.password);
    await user.click(signInForm().getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/my-orders'));
    expect(signInForm().queryByRole('alert')).not.toBeInTheDocument();
  });

  it("refuses a second sign-in with 'User is already signed in'", async () => {
    const { user, identity } = await renderLogin();
    await act(() =>
      identity.signIn({
        email: SANDBOX_DEMO_CUSTOMER.email,
        password: SANDBOX_DEMO_CUSTOMER.password,
      }),
    );
    await submitSignIn(user, signInForm(), SANDBOX_DEMO_CUSTOMER);
    expect(await signInForm().findByRole('alert')).toHaveTextContent(
      IDENTITY_ERROR_MESSAGES.alreadySignedIn,
    );
    expect(IDENTITY_ERROR_MESSAGES.alreadySignedIn).toBe('User is already signed in');
  });

  it('registers a new customer and signs them in', async () => {
    const { user, identity, onSignedIn } = await renderLogin();
    const email = uniqueEmail('ada');
    await submitRegistration(user, registerForm(), {
      company: 'Fernwood Tea',
      firstName: 'Ada',
      surname: 'Lovelace',
      email: email.toUpperCase(),
      confirmEmail: email,
      password: 'Secret1!',
    });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/my-orders'), {
      timeout: 10_000,
    });
    expect(identity.getState()).toMatchObject({
      isSignedIn: true,
      profile: { email, firstName: 'Ada', surname: 'Lovelace' },
    });
  });

  it("shows the service's message when the email is already registered", async () => {
    const { user, onSignedIn } = await renderLogin();
    const register = registerForm();
    await submitRegistration(user, register, {
      firstName: 'Dana',
      surname: 'Whitfield',
      email: SANDBOX_DEMO_CUSTOMER.email,
      password: 'Secret1!',
    });
    const alert = await register.findByRole('alert');
    expect(alert).toHaveTextContent('The user already exists.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(register.getByLabelText(/^First name/)).toHaveValue('Dana');
    expect(register.getByLabelText(/^Password/)).toHaveValue('Secret1!');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe('LostPasswordView with the sandbox', () => {
  async function requestReset(email: string) {
    const identity = await startedIdentity();
    const { user } = renderIdentityPage(<LostPasswordView />, {
      identity,
      path: '/lost-password',
    });
    await submitResetRequest(user, screen, email);
    return screen.findByRole('status');
  }

  it('emails a reset link to a customer', async () => {
    const { email } = await registeredCustomer('reset-request');
    const status = await requestReset(email.toUpperCase());
    expect(status).toHaveTextContent(`If an account exists for ${email}`);
    const link = await latestMailLink(sandbox.fetch, email);
    expect(link).toMatch(new RegExp(`^${SANDBOX_SITE_URL}/reset\\?ticketId=`));
  });

  it('confirms in the same words for an address without an account', async () => {
    const email = uniqueEmail('nobody');
    const status = await requestReset(email);
    expect(status).toHaveTextContent(
      `If an account exists for ${email}, we have sent a link to choose a new password to that address.`,
    );
    expect(await latestMailLink(sandbox.fetch, email)).toBeUndefined();
  });
});

describe('ResetPasswordView with the sandbox', () => {
  async function resetTicketFor(email: string) {
    const identity = await startedIdentity();
    await identity.requestPasswordReset({ email });
    return ticketOf(await latestMailLink(sandbox.fetch, email));
  }

  it('sets a new password with the emailed ticket; the customer can sign in with it', async () => {
    const { email } = await registeredCustomer('reset');
    const ticketId = await resetTicketFor(email);
    const identity = await startedIdentity();
    const { user } = renderIdentityPage(<ResetPasswordView />, {
      identity,
      path: `/reset?ticketId=${ticketId}`,
    });
    await submitNewPassword(user, screen, 'Changed2@');
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');

    const later = await startedIdentity();
    await expect(later.signIn({ email, password: 'Changed2@' })).resolves.toMatchObject({
      isSignedIn: true,
    });
  });

  it("refuses a used ticket with 'Ticket is invalid or expired'", async () => {
    const { email } = await registeredCustomer('reset-twice');
    const ticketId = await resetTicketFor(email);
    const first = await startedIdentity();
    await first.changePassword({ ticketId, password: 'Changed2@' });

    renderIdentityPage(<ResetPasswordView />, {
      identity: await startedIdentity(),
      path: `/reset?ticketId=${ticketId}`,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ticket is invalid or expired');
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/lost-password',
    );
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('refuses an unknown ticket', async () => {
    renderIdentityPage(<ResetPasswordView />, {
      identity: await startedIdentity(),
      path: '/reset?ticketId=no-such-ticket',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ticket is invalid or expired');
  });
});

describe('VerifyEmailView with the sandbox', () => {
  it('verifies the address with the emailed ticket, once', async () => {
    const { email, password } = await registeredCustomer('verify');
    const customer = await startedIdentity();
    await customer.signIn({ email, password });
    await customer.sendVerificationEmail();
    const link = await latestMailLink(sandbox.fetch, email);
    expect(link).toMatch(new RegExp(`^${SANDBOX_SITE_URL}/verify-email\\?ticketId=`));
    const ticketId = ticketOf(link);

    const first = renderIdentityPage(<VerifyEmailView />, {
      identity: await startedIdentity(),
      path: `/verify-email?ticketId=${ticketId}`,
    });
    expect(
      await screen.findByText('Thank you. Your email address is verified.'),
    ).toBeInTheDocument();
    first.unmount();

    renderIdentityPage(<VerifyEmailView />, {
      identity: await startedIdentity(),
      path: `/verify-email?ticketId=${ticketId}`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ticket is invalid or expired');
  });
});
