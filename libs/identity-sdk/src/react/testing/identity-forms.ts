// TEST AND STORY HELPER ONLY — not exported from the package. Fills and sends the identity
// pages' forms as a shopper does, for the unit tests and the sandbox tests (`userEvent.setup()`)
// and the stories' play functions (`userEvent` of `storybook/test`). Nothing here imports a
// test runner, so the stories can use it in the browser.

/** What the helpers need of user-event: typing into a field and pressing a button. */
export interface FormUser {
  type(element: Element, text: string): Promise<void>;
  click(element: Element): Promise<void>;
}

/** What the helpers need of Testing Library's queries, bound to a form or the whole page. */
export interface FormQueries {
  getByLabelText(label: RegExp): HTMLElement;
  getByRole(role: 'button', options: { name: string }): HTMLElement;
}

/**
 * Types the email and password into the "Log In" form of the login page and presses Log In.
 *
 * @example
 * await submitSignIn(user, signInForm(), STORY_DEMO_ACCOUNT);
 */
export async function submitSignIn(
  user: FormUser,
  form: FormQueries,
  credentials: { email: string; password: string },
): Promise<void> {
  await user.type(form.getByLabelText(/^Email/), credentials.email);
  await user.type(form.getByLabelText(/^Password/), credentials.password);
  await user.click(form.getByRole('button', { name: 'Log In' }));
}

/** What {@link submitRegistration} types; the confirmations repeat the first entry unless given. */
export interface RegistrationInput {
  company?: string;
  firstName: string;
  surname: string;
  email: string;
  confirmEmail?: string;
  password: string;
  confirmPassword?: string;
}

/**
 * Fills the "Create an account" form of the login page (the company only when given, the
 * title left as it is) and presses Create account.
 *
 * @example
 * await submitRegistration(user, registerForm(), {
 *   firstName: 'Ada', surname: 'Lovelace', email: 'ada@example.com', password: 'Secret1!',
 * });
 */
export async function submitRegistration(
  user: FormUser,
  form: FormQueries,
  input: RegistrationInput,
): Promise<void> {
  if (input.company !== undefined) {
    await user.type(form.getByLabelText(/^Company/), input.company);
  }
  await user.type(form.getByLabelText(/^First name/), input.firstName);
  await user.type(form.getByLabelText(/^Surname/), input.surname);
  await user.type(form.getByLabelText(/^Email/), input.email);
  await user.type(form.getByLabelText(/^Confirm email/), input.confirmEmail ?? input.email);
  await user.type(form.getByLabelText(/^Password/), input.password);
  await user.type(
    form.getByLabelText(/^Confirm password/),
    input.confirmPassword ?? input.password,
  );
  await user.click(form.getByRole('button', { name: 'Create account' }));
}

/**
 * Types an email address into the lost-password page and presses Send link.
 *
 * @example
 * await submitResetRequest(user, screen, 'dana@example.com');
 */
export async function submitResetRequest(
  user: FormUser,
  page: FormQueries,
  email: string,
): Promise<void> {
  await user.type(page.getByLabelText(/^Email/), email);
  await user.click(page.getByRole('button', { name: 'Send link' }));
}

/**
 * Types a new password twice into the reset-password page (once its form is shown) and
 * presses Save new password.
 *
 * @example
 * await submitNewPassword(user, screen, 'Secret1!');
 */
export async function submitNewPassword(
  user: FormUser,
  page: FormQueries & { findByLabelText(label: RegExp): Promise<HTMLElement> },
  password: string,
  confirmPassword = password,
): Promise<void> {
  await user.type(await page.findByLabelText(/^New password/), password);
  await user.type(page.getByLabelText(/^Confirm new password/), confirmPassword);
  await user.click(page.getByRole('button', { name: 'Save new password' }));
}
