import { expect, test, type Page } from './fixtures';
import { BRANDS } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './axe';
import {
  account,
  accountMenu,
  createAccount,
  fromAccountMenu,
  logIn,
  uniqueEmail,
} from './journeys';

const shop = BRANDS.default.url;
const ACCESS_TOKEN_KEY = 'storefront.identity.userAccessToken';

async function register(page: Page, email: string, password: string) {
  await page.goto(`${shop}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in or create an account');
  await expectNoSeriousA11yViolations(page);
  await createAccount(page, email, password);
}

test('register, sign out, sign in again, keep the session over a reload, sign out from a second tab', async ({
  context,
}) => {
  const page = await context.newPage();
  const email = uniqueEmail('journey');
  const password = 'Cartons#2026';

  await register(page, email, password);
  await expect(
    page.getByRole('status').filter({ hasText: 'Logged in successfully' }),
  ).toBeVisible();
  await expect(accountMenu(page)).toBeVisible();

  await (await fromAccountMenu(page, 'button', 'Log Out')).click();
  await expect(page).toHaveURL(`${shop}/`);
  await expect(account(page).getByRole('link', { name: 'Log In' })).toBeVisible();

  await account(page).getByRole('link', { name: 'Log In' }).click();
  await logIn(page, email.toUpperCase(), password);
  await expect(accountMenu(page)).toBeVisible();

  await page.reload();
  await expect(accountMenu(page)).toBeVisible();
  // Signed in, the header at 1280 px is still one row (the account links are in the menu), so
  // it does not grow when the session arrives after hydration.
  const header = await page.locator('header').first().boundingBox();
  expect(header?.height).toBeLessThanOrEqual(72);
  // The snackbar shows once after a sign-in, not again after a reload.
  await expect(page.getByText('Logged in successfully')).toHaveCount(0);

  const second = await context.newPage();
  await second.goto(`${shop}/my-orders`);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('My orders');
  await (await fromAccountMenu(second, 'button', 'Log Out')).click();
  await expect(account(second).getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(account(page).getByRole('link', { name: 'Log In' })).toBeVisible();
});

test('an account page sends a visitor to /login and back after signing in', async ({ page }) => {
  await page.goto(`${shop}/my-info`);
  await expect(page).toHaveURL(`${shop}/login?returnTo=%2Fmy-info`);
  await logIn(page, 'demo@boxup.example', 'Boxes4All!');
  await expect(page).toHaveURL(`${shop}/my-info`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My info');
});

test('a wrong password keeps what the shopper typed and says why', async ({ page }) => {
  await page.goto(`${shop}/login`);
  await logIn(page, 'demo@boxup.example', 'Wrong#Pass1');
  await expect(page.getByRole('alert')).toContainText('Wrong email or password.');
  await expect(
    page
      .getByRole('region', { name: 'Log In' })
      .getByRole('textbox', { name: 'Email', exact: true }),
  ).toHaveValue('demo@boxup.example');
});

test('registration explains bad input without losing it', async ({ page }) => {
  await page.goto(`${shop}/login`);
  const form = page.getByRole('region', { name: 'Create an account' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill('Avery');
  await form.getByRole('textbox', { name: 'Surname', exact: true }).fill('Quinn');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Invalid Email address')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
    'not-an-email',
  );
  await expect(form.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Avery');
});

test('a forged token in storage is rejected: the visitor stays signed out', async ({ page }) => {
  await page.goto(shop);
  await expect(account(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  const forged = await page.evaluate(() => {
    const encode = (value: object) =>
      btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const now = Math.floor(Date.now() / 1000);
    return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      aud: 'https://api.storefront.sandbox/',
      exp: now + 7200,
      'https://claims.storefront.sandbox/canonical_id': 'forged-customer',
      'https://claims.storefront.sandbox/is_customer': true,
    })}.`;
  });
  await page.evaluate(
    ([key, token]) => window.localStorage.setItem(key!, token!),
    [ACCESS_TOKEN_KEY, forged],
  );
  await page.reload();
  await expect(account(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
  await page.goto(`${shop}/my-orders`);
  await expect(page).toHaveURL(`${shop}/login?returnTo=%2Fmy-orders`);
});

test('/login sends a signed-in customer to My Account; after Log Out it offers the forms and signs in again', async ({
  page,
}) => {
  const email = uniqueEmail('relogin');
  const password = 'Cartons#2026';
  await register(page, email, password);
  await expect(accountMenu(page)).toBeVisible();

  await page.goto(`${shop}/login`);
  await expect(page).toHaveURL(`${shop}/my-info`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My info');

  await (await fromAccountMenu(page, 'button', 'Log Out')).click();
  await expect(account(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  // The session ended before Log In showed: a page loaded now is signed out.
  expect(await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY)).toBeNull();
  await page.goto(`${shop}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in or create an account');
  await logIn(page, email, password);
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByText('User is already signed in')).toHaveCount(0);
});
