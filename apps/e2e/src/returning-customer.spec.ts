import { expect, test, type Page } from './fixtures';
import { BRANDS } from '../playwright.config';
import {
  account,
  accountMenu,
  advanceSandboxClock,
  createAccount,
  fromAccountMenu,
  logIn,
  uniqueEmail,
} from './journeys';

// A customer who comes back days later (issue 13, defect 1). Moves the sandbox clock by days —
// past every session's refresh token (30 days) — so it runs in the last project, after the
// journeys and the orders clock project.
const shop = BRANDS.default.url;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PASSWORD = 'Cartons#2026';

const ACCOUNT_PAGES = [
  { path: '/my-orders', heading: 'My orders', failure: /Unable to load your order history/ },
  { path: '/my-info', heading: 'My info', failure: /Error occured while fetching customer info/ },
  { path: '/my-designs', heading: 'My designs', failure: /Unable to load your designs/ },
] as const;

async function expectPageLoads(page: Page, { heading, failure }: (typeof ACCOUNT_PAGES)[number]) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(accountMenu(page)).toBeVisible();
  // Give every request of the page time to answer, then: no service error anywhere.
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(failure)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('a returning customer: days later the account pages load; after the session expired they ask to log in again and come back', async ({
  page,
}) => {
  const email = uniqueEmail('returning');
  await page.goto(`${shop}/login`);
  await createAccount(page, email, PASSWORD);
  await expect(accountMenu(page)).toBeVisible();
  await (await fromAccountMenu(page, 'button', 'Log Out')).click();
  await expect(account(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  await account(page).getByRole('link', { name: 'Log In' }).click();
  await logIn(page, email, PASSWORD);
  await expect(accountMenu(page)).toBeVisible();

  // Five days later (the two steps): the access token is long expired on the service's
  // clock, the refresh token is not. Every account page loads; none shows a service error.
  await advanceSandboxClock(page, 75_600_000);
  await advanceSandboxClock(page, 345_600_000);
  for (const accountPage of ACCOUNT_PAGES) {
    await page.goto(`${shop}${accountPage.path}`);
    await page.reload();
    await expect(page).toHaveURL(`${shop}${accountPage.path}`);
    await expectPageLoads(page, accountPage);
  }

  // A month later for each page: the refresh token has expired too. The page sends the
  // shopper to /login, which says why and keeps the way back; signing in returns there.
  for (const accountPage of ACCOUNT_PAGES) {
    await advanceSandboxClock(page, 31 * DAY);
    await page.goto(`${shop}${accountPage.path}`);
    await expect(page).toHaveURL(
      `${shop}/login?returnTo=${encodeURIComponent(accountPage.path)}&reason=session-expired`,
    );
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await expect(page.getByText(accountPage.failure)).toHaveCount(0);
    await expect(account(page).getByRole('link', { name: 'Log In' })).toBeVisible();
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(`${shop}${accountPage.path}`);
    await expectPageLoads(page, accountPage);
  }
});
