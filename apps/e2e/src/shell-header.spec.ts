import { expect, test, type Page } from './fixtures';
import { BRANDS } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './axe';

// The phone header (issue 13, defect 5): one row of at most 64 px at 390 px with the cart link
// in it; the other links behind a Menu button that works with the keyboard.

const phone = { width: 390, height: 844 };
const menuName = { default: 'Menu', showroom: 'Menu', partner: 'Menü' } as const;
const firstLink = {
  default: 'Shop All Boxes',
  showroom: 'The Collection',
  partner: 'Schachtelarten',
} as const;

async function headerHeight(page: Page) {
  return page
    .locator('header')
    .first()
    .evaluate((header) => header.getBoundingClientRect().height);
}

for (const brand of ['default', 'showroom', 'partner'] as const) {
  test.describe(`${BRANDS[brand].name} at 390 px`, () => {
    test.use({ viewport: phone });

    test('the header is one row of at most 64 px, with a Menu button that works by keyboard', async ({
      page,
    }) => {
      await page.goto(BRANDS[brand].url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const button = page.getByRole('button', { name: menuName[brand] });
      await expect(button).toBeVisible();
      expect(await headerHeight(page)).toBeLessThanOrEqual(64);
      if (brand === 'default') {
        // The cart link is in the bar, Log In is in the menu.
        await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Log In' })).toBeHidden();
      }
      await expectNoSeriousA11yViolations(page);

      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link', { name: firstLink[brand] })).toBeFocused();
      if (brand === 'default') {
        await expect(panel.getByRole('link', { name: 'Log In' })).toBeVisible();
      }
      // The open menu overlays the page; the bar keeps its height.
      expect(await headerHeight(page)).toBeLessThanOrEqual(64);
      await expectNoSeriousA11yViolations(page);

      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();

      // Space opens it too; following a link closes it.
      await page.keyboard.press(' ');
      await expect(panel).toBeVisible();
      await panel.getByRole('link', { name: firstLink[brand] }).click();
      await expect(page).toHaveURL(/\/shop-all-boxes$/);
      await expect(panel).toBeHidden();
      await page.screenshot({ path: `../../tmp/shots/${brand}-390-header-after-menu.png` });
    });
  });
}

test('at 1280 px the links are in the bar and there is no Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(BRANDS.default.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Artwork Guidelines' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log In' }),
  ).toBeVisible();
  expect(await headerHeight(page)).toBeLessThanOrEqual(72);
});
