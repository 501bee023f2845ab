import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IdentityError } from '../index';
import { LoginView, type LoginViewProps } from './login-view';
import { submitRegistration, submitSignIn } from './testing/identity-forms';
import type { IdentityLanguage } from './testing/identity-i18n';
import { renderWithStoryIdentity } from './testing/render-identity-page';
import { STORY_DEMO_ACCOUNT, type StoryIdentityOptions } from './testing/story-identity';

function signInForm() {
  return within(screen.getByRole('region', { name: 'Log In' }));
}

function registerForm() {
  return within(screen.getByRole('region', { name: 'Create an account' }));
}

describe('LoginView', () => {
  function renderLogin(
    options: {
      path?: string;
      language?: IdentityLanguage;
      identity?: StoryIdentityOptions;
      props?: Omit<LoginViewProps, 'onSignedIn'>;
    } = {},
  ) {
    const onSignedIn = vi.fn();
    const view = renderWithStoryIdentity(<LoginView onSignedIn={onSignedIn} {...options.props} />, {
      path: options.path ?? '/login',
      language: options.language,
      identity: options.identity,
    });
    return { ...view, onSignedIn };
  }

  it('labels every field and marks the required ones', () => {
    renderLogin();
    const signIn = signInForm();
    expect(signIn.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'email');
    expect(signIn.getByLabelText(/^Email/)).toBeRequired();
    expect(signIn.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    const register = registerForm();
    expect(register.getByLabelText(/^Company/)).not.toBeRequired();
    expect(register.getByRole('combobox', { name: /Title/ })).toHaveDisplayValue('No title');
    for (const label of [/^First name/, /^Surname/, /^Email/, /^Confirm email/]) {
      expect(register.getByLabelText(label)).toBeRequired();
    }
    expect(register.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(register.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('Your password needs'),
    );
    expect(register.getByLabelText(/^Confirm password/)).toBeRequired();
  });

  it('links to the lost-password page', () => {
    renderLogin();
    expect(signInForm().getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/lost-password',
    );
  });

  it('says what is missing in the sign-in form and focuses the email field', async () => {
    const { user, identity } = renderLogin();
    await user.click(signInForm().getByRole('button', { name: 'Log In' }));
    expect(await signInForm().findByText('Email is required')).toBeInTheDocument();
    expect(signInForm().getByText('Password is required')).toBeInTheDocument();
    await waitFor(() => expect(signInForm().getByLabelText(/^Email/)).toHaveFocus());
    expect(identity.calls).not.toContain('signIn');
  });

  it("rejects a malformed email with 'Invalid Email address'", async () => {
    const { user } = renderLogin();
    await submitSignIn(user, signInForm(), { email: 'dana@', password: 'whatever' });
    expect(await signInForm().findByText('Invalid Email address')).toBeInTheDocument();
    expect(signInForm().getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Invalid Email address',
    );
  });

  it('checks the registration form and focuses the first wrong field', async () => {
    const { user, identity } = renderLogin();
    const register = registerForm();
    await user.type(register.getByLabelText(/^Company/), 'Fernwood Tea');
    await user.click(register.getByRole('button', { name: 'Create account' }));
    expect(await register.findByText('First name is required')).toBeInTheDocument();
    expect(register.getByText('Surname is required')).toBeInTheDocument();
    expect(register.getByText('Email is required')).toBeInTheDocument();
    expect(register.getByText('Password is required')).toBeInTheDocument();
    await waitFor(() => expect(register.getByLabelText(/^First name/)).toHaveFocus());
    // Company is optional and keeps what was typed.
    expect(register.getByLabelText(/^Company/)).toHaveValue('Fernwood Tea');
    expect(register.getByLabelText(/^Company/)).not.toHaveAttribute('aria-invalid');
    expect(identity.calls).not.toContain('signUp');
  });

  it.each([
    ['secret1!', 'Password needs an upper case letter'],
    ['SECRET1!', 'Password needs a lower case letter'],
    ['Secret!!', 'Password needs a number'],
    ['Secret12', 'Password needs a special character (!@#$%^&*)'],
    ['Se1!', 'Password must be 8 to 20 characters'],
    ['Secret1!Secret1!Secret1!', 'Password must be 8 to 20 characters'],
  ])('refuses the password %s: %s', async (password, message) => {
    const { user } = renderLogin();
    const register = registerForm();
    await user.type(register.getByLabelText(/^Password/), password);
    await user.click(register.getByRole('button', { name: 'Create account' }));
    expect(await register.findByText(message)).toBeInTheDocument();
  });

  it("says 'Emails do not match' and 'Passwords do not match'", async () => {
    const { user, identity } = renderLogin();
    const register = registerForm();
    await submitRegistration(user, register, {
      firstName: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      confirmEmail: 'ada@example.org',
      password: 'Secret1!',
      confirmPassword: 'Secret1?',
    });
    expect(await register.findByText('Emails do not match')).toBeInTheDocument();
    expect(register.getByText('Passwords do not match')).toBeInTheDocument();
    await waitFor(() => expect(register.getByLabelText(/^Confirm email/)).toHaveFocus());
    // Fixing the first email re-checks the confirmation.
    await user.clear(register.getByLabelText(/^Email/));
    await user.type(register.getByLabelText(/^Email/), 'ada@example.org');
    await waitFor(() =>
      expect(register.queryByText('Emails do not match')).not.toBeInTheDocument(),
    );
    expect(identity.calls).not.toContain('signUp');
  });

  it('ticks the password rules while typing', async () => {
    const { user } = renderLogin();
    const register = registerForm();
    const rules = () =>
      Object.fromEntries(
        within(register.getByRole('list', { name: 'Your password needs' }))
          .getAllByRole('listitem')
          .map((item) => [item.dataset['rule'], item.dataset['met']]),
      );
    await user.type(register.getByLabelText(/^Password/), 'secret');
    expect(rules()).toMatchObject({ lowerCase: 'true', upperCase: 'false', number: 'false' });
    await user.type(register.getByLabelText(/^Password/), 'S1!');
    expect(Object.values(rules())).toEqual(['true', 'true', 'true', 'true', 'true']);
  });

  it('speaks German, including the form messages', async () => {
    const { user } = renderLogin({ language: 'de' });
    const signIn = within(screen.getByRole('region', { name: 'Anmelden' }));
    await user.type(signIn.getByLabelText(/^E-Mail-Adresse/), 'dana@');
    await user.click(signIn.getByRole('button', { name: 'Anmelden' }));
    expect(await signIn.findByText('Ungültige E-Mail-Adresse')).toBeInTheDocument();
    expect(signIn.getByText('Passwort ist erforderlich')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Konto erstellen' })).toBeInTheDocument();
  });

  it('shows the busy button while signing in', async () => {
    const { user } = renderLogin({ identity: { hang: ['signIn'] } });
    await submitSignIn(user, signInForm(), STORY_DEMO_ACCOUNT);
    await waitFor(() =>
      expect(signInForm().getByRole('button', { name: 'Log In' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    expect(signInForm().getByRole('button', { name: 'Log In' })).toBeDisabled();
  });

  it.each([
    ['/login?returnTo=%2Fmy-orders%3Fpage%3D2', undefined, '/my-orders?page=2'],
    ['/login', undefined, '/'],
    ['/login', '/my-info', '/my-info'],
    ['/login?returnTo=%2F%2Fevil.example', undefined, '/'],
    ['/login?returnTo=https%3A%2F%2Fevil.example%2F', undefined, '/'],
    ['/login?returnTo=%2F%5Cevil.example', undefined, '/'],
    ['/login?returnTo=javascript%3Aalert(1)', undefined, '/'],
    ['/login?returnTo=%2Flogin%3FreturnTo%3D%252F', '/my-info', '/my-info'],
  ])('at %s (default %s) returns to %s', async (path, defaultReturnTo, expected) => {
    const { user, onSignedIn } = renderLogin({ path, props: { defaultReturnTo } });
    await submitSignIn(user, signInForm(), STORY_DEMO_ACCOUNT);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expected));
  });

  it('renders links with the given link component', () => {
    function StoreLink({
      to,
      className,
      children,
    }: {
      to: string;
      className?: string;
      children?: ReactNode;
    }) {
      return (
        <a href={`${to}?linkID=abc`} className={className}>
          {children}
        </a>
      );
    }
    renderLogin({ props: { linkComponent: StoreLink } });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/lost-password?linkID=abc',
    );
  });

  it('says the session expired when sent here for that, in English and German', () => {
    const { unmount } = renderLogin({
      path: '/login?returnTo=%2Fmy-orders&reason=session-expired',
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has expired. Please log in again.',
    );
    unmount();
    renderLogin({ path: '/login?returnTo=%2Fmy-orders&reason=session-expired', language: 'de' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    );
  });

  it('says nothing about a session on a plain visit', () => {
    renderLogin({ path: '/login?returnTo=%2Fmy-orders' });
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 900, 'Too many attempts. Try again in 15 minutes.'],
    ['en', 45, 'Too many attempts. Try again in 1 minute.'],
    ['de', 900, 'Zu viele Versuche. Versuchen Sie es in 15 Minuten erneut.'],
  ] as const)(
    'says when to try again after too many attempts (%s, %i s) and keeps what was typed',
    async (language, seconds, message) => {
      const { user, identity, onSignedIn } = renderLogin({ language });
      Object.assign(identity, {
        signIn: async () => {
          throw new IdentityError({
            reason: 'TOO_MANY_ATTEMPTS',
            message: 'Too many failed sign-in attempts. Please try again later.',
            status: 429,
            retryAfterSeconds: seconds,
          });
        },
      });
      const form = within(screen.getAllByRole('region')[0]!);
      const [email, password] = form
        .getAllByRole('textbox')
        .concat([...document.querySelectorAll<HTMLElement>('input[type=password]')].slice(0, 1));
      await user.type(email!, 'dana@example.com');
      await user.type(password!, 'Secret1!x');
      await user.click(form.getAllByRole('button').at(-1)!);
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(email).toHaveValue('dana@example.com');
      expect(password).toHaveValue('Secret1!x');
      expect(onSignedIn).not.toHaveBeenCalled();
    },
  );
});
