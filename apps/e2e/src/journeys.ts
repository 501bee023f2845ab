import { expect, type Locator, type Page } from './fixtures';
import { SANDBOX_URL } from '../playwright.config';

// Steps a shopper takes in more than one journey, written once.

/** The header's account navigation (cart, log in, my account). */
export const account = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/** A signed-in customer's "Account" menu button in the header (wide screens). */
export const accountMenu = (page: Page) => account(page).getByRole('button', { name: 'Account' });

/** Opens the "Account" menu and returns its link or button `name`. */
export async function fromAccountMenu(page: Page, role: 'link' | 'button', name: string) {
  await accountMenu(page).click();
  return account(page).getByRole(role, { name });
}

/** A name no other run or worker has used. */
export function unique(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** An email address no other run or worker has used. */
export function uniqueEmail(label: string) {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.boxup.example`;
}

/** Moves the sandbox clock on (order numbers come 3 s after the order, statuses by the hour). */
export async function advanceSandboxClock(page: Page, ms: number) {
  const response = await page.request.post(`${SANDBOX_URL}/__sandbox/clock/advance`, {
    data: { ms },
  });
  expect(response.ok()).toBe(true);
}

/**
 * Chooses, in a native select, the option whose text matches `name` (a pattern, unlike
 * `selectOption`'s label). It goes by the option's value, which stays while its text changes
 * (a quantity's price arrives after the page).
 */
export async function chooseOption(select: Locator, name: string | RegExp) {
  const value = await select.getByRole('option', { name }).getAttribute('value');
  await select.selectOption(value ?? '');
}

/** Fills the log-in form of /login and submits it. */
export async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('region', { name: 'Log In' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
}

/** Fills the create-account form of /login (already open) and submits it. */
export async function createAccount(page: Page, email: string, password: string) {
  const form = page.getByRole('region', { name: 'Create an account' });
  await form.getByRole('textbox', { name: /Company/ }).fill('Northwind Candles');
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Avery');
  await form.getByRole('textbox', { name: 'Surname', exact: true }).fill('Quinn');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Confirm email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
}

/** Waits for the template designer's canvas group of the given side and box. */
export async function designerReady(page: Page, name: RegExp) {
  await expect(page.getByRole('group', { name })).toBeVisible({ timeout: 15_000 });
}

export interface ShippingAddress {
  company?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
}

/**
 * Fills the checkout's address form (US) and saves it; fields left out keep what they show. The street box is an address lookup
 * combobox: Escape closes its suggestions so the typed street is kept.
 */
export async function fillUsAddress(page: Page, form: Locator, address: ShippingAddress) {
  if (address.company !== undefined) await form.getByLabel(/^Company name/).fill(address.company);
  if (address.firstName !== undefined) await form.getByLabel(/^First name/).fill(address.firstName);
  if (address.lastName !== undefined) await form.getByLabel(/^Last name/).fill(address.lastName);
  if (address.email !== undefined) await form.getByLabel(/^Email/).fill(address.email);
  await form
    .getByRole('combobox', { name: /Country/ })
    .selectOption({ label: 'United States of America' });
  await form
    .getByRole('combobox', { name: /State \/ Province/ })
    .selectOption({ label: address.state });
  const street = form.getByRole('combobox', { name: /Street and house number/ });
  await street.fill(address.street);
  await street.press('Escape');
  await form.getByLabel(/^City/).fill(address.city);
  await form.getByLabel(/^Postal code/).fill(address.postalCode);
  // A guest's form says 'Save shipping address', a customer's address book 'Save address'.
  await form.getByRole('button', { name: /^Save (shipping )?address$/ }).click();
}

/** Fills the card form with a sandbox test card and places the order. */
export async function payByCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByRole('textbox', { name: /Card number/ }).fill(number);
  await form.getByRole('textbox', { name: /Expiry date/ }).fill('12/39');
  await form.getByRole('textbox', { name: /Security code/ }).fill('123');
  await form.getByRole('textbox', { name: /Name on card/ }).fill('Dana Whitfield');
  await form.getByRole('button', { name: 'Place order' }).click();
}

/** The sandbox's test cards (apps/sandbox-api README, "Payments"). */
export const TEST_CARDS = {
  approved: '4111 1111 1111 1111',
  declined: '4000 1111 1111 1115',
} as const;

/**
 * An Arlington, TX address. The sandbox's address check does not know this street (quality
 * E), so the checkout says so and the shopper keeps it as entered.
 */
export const ARLINGTON = {
  street: '500 Main St',
  state: 'Texas',
  city: 'Arlington',
  postalCode: '76011',
} as const;

/**
 * On /shipping-address: ships to Arlington (with the given name, company or email), then goes
 * on through the shipping methods to the payment page.
 */
export async function addressToPayment(page: Page, person: Partial<ShippingAddress> = {}) {
  await fillUsAddress(page, page.getByRole('form', { name: 'Where should we ship?' }), {
    ...ARLINGTON,
    ...person,
  });
  await page.getByRole('button', { name: 'Keep the address as entered' }).click();
  await expect(page.getByText('Arlington, TX 76011')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

/** Pays with the approved test card and returns the order number the confirmation shows. */
export async function payAndGetOrderNumber(page: Page): Promise<string> {
  await payByCard(page, TEST_CARDS.approved);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
  ).toBeVisible();
  await advanceSandboxClock(page, 3000);
  const confirmation = page.getByText(/^Your order number is [A-Z]{2}\d{6}$/);
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  return (await confirmation.textContent())!.replace('Your order number is ', '');
}
