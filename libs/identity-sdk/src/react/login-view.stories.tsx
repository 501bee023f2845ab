import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginView } from './login-view';
import { submitRegistration, submitSignIn } from './testing/identity-forms';
import { expectFocusedMessage, identityStory } from './testing/identity-story';
import { STORY_DEMO_ACCOUNT } from './testing/story-identity';

const meta = {
  title: 'Identity/LoginView',
  component: LoginView,
  args: { onSignedIn: fn() },
  ...identityStory({ path: '/login?returnTo=%2Fmy-orders' }),
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

function signIn(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('region', { name: 'Log In' }));
}

/** Sends the sign-in form with the demo customer's email and password; returns the form. */
async function signInAsDemoCustomer(canvasElement: HTMLElement) {
  const form = signIn(canvasElement);
  await submitSignIn(userEvent, form, STORY_DEMO_ACCOUNT);
  return form;
}

/** The play function of a sign-in with the demo customer that ends at `returnTo`. */
function playSignInReturnsTo(returnTo: string): Story['play'] {
  return async ({ args, canvasElement }) => {
    await signInAsDemoCustomer(canvasElement);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(returnTo));
  };
}

function register(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('region', { name: 'Create an account' }));
}

/** Both sections, empty: "Log In" and "Create an account". */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Log in or create an account',
    );
    await expect(signIn(canvasElement).getByLabelText(/^Email/)).toHaveValue('');
    await expect(
      signIn(canvasElement).getByRole('link', { name: 'Forgot your password?' }),
    ).toHaveAttribute('href', '/lost-password');
    await expect(register(canvasElement).getByLabelText(/^Company/)).not.toBeRequired();
    await expect(register(canvasElement).getByLabelText(/^First name/)).toBeRequired();
    await expect(
      register(canvasElement).getByRole('list', { name: 'Your password needs' }),
    ).toBeInTheDocument();
  },
};

/** Signing in with the demo customer returns to the page the visitor came from. */
export const SignIn: Story = { play: playSignInReturnsTo('/my-orders') };

/** An empty sign-in: both fields say what is missing and the email field takes focus. */
export const SignInValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const form = signIn(canvasElement);
    await userEvent.type(form.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(form.getByRole('button', { name: 'Log In' }));
    await expect(await form.findByText('Invalid Email address')).toBeInTheDocument();
    await expect(form.getByText('Password is required')).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText(/^Email/)).toHaveFocus());
    await expect(form.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** A wrong password: the service's message in an alert that takes focus; nothing typed is lost. */
export const SignInServiceError: Story = {
  play: async ({ args, canvasElement }) => {
    const form = signIn(canvasElement);
    await submitSignIn(userEvent, form, {
      email: STORY_DEMO_ACCOUNT.email,
      password: 'Wrong-password1!',
    });
    await expectFocusedMessage(form, 'alert', 'Wrong email or password.');
    await expect(form.getByLabelText(/^Email/)).toHaveValue(STORY_DEMO_ACCOUNT.email);
    await expect(form.getByLabelText(/^Password/)).toHaveValue('Wrong-password1!');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** While the sign-in call runs the button shows it is busy and cannot be pressed twice. */
export const SigningIn: Story = {
  parameters: {
    identityStory: { path: '/login', identity: { hang: ['signIn'] } },
  },
  play: async ({ canvasElement }) => {
    const form = await signInAsDemoCustomer(canvasElement);
    const button = form.getByRole('button', { name: 'Log In' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
  },
};

/** A customer who is already signed in gets the spec's 'User is already signed in'. */
export const AlreadySignedIn: Story = {
  parameters: {
    identityStory: { path: '/login', identity: { signedIn: true } },
  },
  play: async ({ canvasElement }) => {
    const form = await signInAsDemoCustomer(canvasElement);
    await expect(await form.findByRole('alert')).toHaveTextContent('User is already signed in');
  },
};

/** A `returnTo` pointing off the site is ignored: the customer lands on the home page. */
export const UnsafeReturnTo: Story = {
  parameters: {
    identityStory: { path: '/login?returnTo=%2F%2Fevil.example%2Fphish' },
  },
  play: playSignInReturnsTo('/'),
};

/** Registration signs the new customer in and returns to the page they came from. */
export const CreateAccount: Story = {
  play: async ({ args, canvasElement }) => {
    const form = register(canvasElement);
    await userEvent.type(form.getByLabelText(/^Company/), 'Fernwood Tea');
    const title = form.getByRole('combobox', { name: /Title/ });
    await userEvent.selectOptions(title, 'Ms.');
    await expect(title).toHaveDisplayValue('Ms.');
    await submitRegistration(userEvent, form, {
      firstName: 'Ada',
      surname: 'Lovelace',
      email: 'Ada@Fernwood.example',
      confirmEmail: 'ada@fernwood.example',
      password: 'Secret1!',
    });
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/my-orders'));
  },
};

/**
 * Registration with mistakes: the required names, 'Invalid Email address' and a password
 * breaking the rules, with focus on the first wrong field; once those are right,
 * 'Emails do not match' and 'Passwords do not match'.
 */
export const CreateAccountValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const form = register(canvasElement);
    await userEvent.type(form.getByLabelText(/^Email/), 'ada@fernwood');
    await userEvent.type(form.getByLabelText(/^Password/), 'secret');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await expect(await form.findByText('First name is required')).toBeInTheDocument();
    await expect(form.getByText('Surname is required')).toBeInTheDocument();
    await expect(form.getByText('Invalid Email address')).toBeInTheDocument();
    await expect(form.getByText('Password must be 8 to 20 characters')).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText(/^First name/)).toHaveFocus());

    await userEvent.type(form.getByLabelText(/^First name/), 'Ada');
    await userEvent.type(form.getByLabelText(/^Surname/), 'Lovelace');
    await userEvent.type(form.getByLabelText(/^Email/), '.example');
    await userEvent.type(form.getByLabelText(/^Confirm email/), 'ada@fernwood.exampel');
    await userEvent.type(form.getByLabelText(/^Password/), 'S1!');
    await userEvent.type(form.getByLabelText(/^Confirm password/), 'Secret1?');
    await userEvent.click(form.getByRole('button', { name: 'Create account' }));
    await expect(await form.findByText('Emails do not match')).toBeInTheDocument();
    await expect(form.getByText('Passwords do not match')).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText(/^Confirm email/)).toHaveFocus());
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** An email that is already registered: the service's message, the form kept as typed. */
export const CreateAccountServiceError: Story = {
  play: async ({ args, canvasElement }) => {
    const form = register(canvasElement);
    await submitRegistration(userEvent, form, {
      firstName: 'Dana',
      surname: 'Whitfield',
      email: STORY_DEMO_ACCOUNT.email,
      password: 'Secret1!',
    });
    await expectFocusedMessage(form, 'alert', 'The user already exists.');
    await expect(form.getByLabelText(/^First name/)).toHaveValue('Dana');
    await expect(form.getByLabelText(/^Confirm password/)).toHaveValue('Secret1!');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** The page in German, with the form messages translated. */
export const German: Story = {
  parameters: {
    identityStory: { path: '/login', language: 'de' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(canvas.getByRole('region', { name: 'Anmelden' }));
    await userEvent.type(form.getByLabelText(/^E-Mail-Adresse/), 'kein-name');
    await userEvent.click(form.getByRole('button', { name: 'Anmelden' }));
    await expect(await form.findByText('Ungültige E-Mail-Adresse')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Konto erstellen' })).toBeInTheDocument();
  },
};
