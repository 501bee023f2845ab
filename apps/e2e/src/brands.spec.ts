import { expect, test } from './fixtures';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRANDS, SANDBOX_URL } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './axe';

const homes = [
  {
    brand: 'default',
    title: 'BoxUp | Custom printed boxes, from one to thousands',
    heading: 'Custom printed boxes that ship your brand',
    lang: 'en-US',
  },
  {
    brand: 'showroom',
    title: 'YBD Showroom | Premium packaging, chosen in person',
    heading: 'Welcome to the YBD Showroom',
    lang: 'en-US',
  },
  {
    brand: 'partner',
    title: 'Kartonwerk | Stanzkonturen und Verpackungsdesign',
    heading: 'Ihre Schachtel, millimetergenau gestaltet',
    lang: 'de',
  },
] as const;

test('the sandbox answers its health check', async ({ request }) => {
  const response = await request.get(`${SANDBOX_URL}/health`);
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});

for (const { brand, title, heading, lang } of homes) {
  test.describe(`${BRANDS[brand].name} (${brand})`, () => {
    test('home renders with the brand name, title and language', async ({ page }) => {
      await page.goto(BRANDS[brand].url);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(
        page.getByRole('link', { name: new RegExp(BRANDS[brand].name) }).first(),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectNoSeriousA11yViolations(page);
    });

    test('an unknown path shows the not-found page with a way home', async ({ page }) => {
      await page.goto(`${BRANDS[brand].url}/no-such-page`);
      const notFound =
        brand === 'partner' ? 'Wir konnten die Seite nicht finden.' : "We couldn't find the page.";
      const back = brand === 'partner' ? 'Zurück zur Startseite' : 'Back to Homepage';
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: back }).click();
      await expect(page).toHaveURL(`${BRANDS[brand].url}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  });
}

test('the partner app has no cart: /cart shows the not-found page', async ({ page }) => {
  await page.goto(`${BRANDS.partner.url}/cart`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Wir konnten die Seite nicht finden.',
  );
  await expect(page.getByRole('link', { name: 'Warenkorb' })).toHaveCount(0);
});

test('the partner build contains no cart, checkout or account code', async ({ page }) => {
  const assets = join(import.meta.dirname, '../../partner/dist/assets');
  const code = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
  for (const marker of [
    '`/cart`',
    '/shipping-address',
    '/payment-info',
    '/my-orders',
    'planned-checkout',
    // The cart's line item call: cart code, not just a word in a translation.
    '/lineitems',
  ]) {
    expect(code, `partner bundle mentions ${marker}`).not.toContain(marker);
  }
  // And every page it has renders.
  for (const path of [
    '/',
    '/shop-all-boxes',
    '/template-maker',
    '/template-designer',
    '/download-artwork',
  ]) {
    await page.goto(`${BRANDS.partner.url}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('the showroom keeps linkID across two navigations', async ({ page }) => {
  await page.goto(`${BRANDS.showroom.url}/?linkID=SR-2048`);
  await page.getByRole('link', { name: 'Browse the collection' }).click();
  await expect(page).toHaveURL(`${BRANDS.showroom.url}/shop-all-boxes?linkID=SR-2048`);
  await page.getByRole('link', { name: 'Back to the Showroom' }).click();
  await expect(page).toHaveURL(`${BRANDS.showroom.url}/?linkID=SR-2048`);
  await page.goBack();
  await expect(page).toHaveURL(`${BRANDS.showroom.url}/shop-all-boxes?linkID=SR-2048`);
  await page.getByRole('link', { name: 'SELECT' }).first().click();
  await expect(page).toHaveURL(`${BRANDS.showroom.url}/product/custom-mailer-box?linkID=SR-2048`);
});

test('the default store shows Log In and the cart link; the showroom shows neither', async ({
  page,
}) => {
  await page.goto(BRANDS.default.url);
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Cart' })).toBeVisible();
  await page.goto(BRANDS.showroom.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' })).toHaveCount(0);
});
