import { expect, test } from './fixtures';
import { BRANDS } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './axe';
import { chooseOption } from './journeys';

// Catalogue and content journeys against the sandbox: shop all boxes → product page → live
// prices, quotes, samples, CMS pages and their forms, per brand as its switches allow.

const boxup = BRANDS.default.url;
const showroom = BRANDS.showroom.url;

test.describe('BoxUp (default): from the box styles to a priced product', () => {
  test('shop all boxes → product page → the price follows the quantity', async ({ page }) => {
    await page.goto(`${boxup}/shop-all-boxes`);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop All Boxes' })).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Box styles' });
    await expect(tiles.getByRole('link', { name: 'SELECT' })).toHaveCount(7);
    await expectNoSeriousA11yViolations(page);

    await tiles.getByRole('link', { name: 'SELECT' }).first().click();
    await expect(page).toHaveURL(/\/product\/custom-mailer-box$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Custom Mailer Boxes' }),
    ).toBeVisible();
    await expect(page.getByText('Total $18.54, $18.54 per box')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Product Details' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Our Process' })).toBeVisible();

    await chooseOption(page.getByRole('combobox', { name: /^Quantity/ }), /^250 boxes/);
    await expect(page.getByText('Total $522.50, $2.09 per box')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('?quantity=1 opens the product at one box', async ({ page }) => {
    await page.goto(`${boxup}/product/custom-mailer-box?quantity=1`);
    await expect(page.getByText('Total $18.54, $18.54 per box')).toBeVisible();
  });

  test('the quote form validates, keeps what was typed and sends', async ({ page }) => {
    await page.goto(`${boxup}/product/custom-mailer-box`);
    await expect(page.getByText('Total $18.54, $18.54 per box')).toBeVisible();
    await page.getByRole('button', { name: 'Request a quote', expanded: false }).click();
    const form = page.getByRole('form', { name: 'Request a quote' });
    await form.getByLabel(/^Email/).fill('ada@');
    await form.getByRole('button', { name: 'Send quote request' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Enter a valid email address')).toBeVisible();
    await expect(form.getByLabel(/^Email/)).toHaveValue('ada@');

    await form.getByLabel(/^Name/).fill('Ada Lovelace');
    await form.getByLabel(/^Email/).fill('ada@example.com');
    await form.getByRole('button', { name: 'Send quote request' }).click();
    await expect(
      page.getByText(/^Thank you! We received your quote request Q-\d{6}\.$/),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the $1 sample boxes lead to their sample pages', async ({ page }) => {
    await page.goto(`${boxup}/shop-all-sample-boxes`);
    await expect(page.getByRole('heading', { level: 1, name: '$1 Sample Boxes' })).toBeVisible();
    const selects = page.getByRole('link', { name: 'SELECT' });
    await expect(selects).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);
    await selects.first().click();
    await expect(page).toHaveURL(/\/product\/[a-z-]+-sample$/);
    await expect(page.getByText('Total $1.00, $1.00 per box')).toBeVisible();
  });

  for (const slug of ['shipping-box-insert', 'service-charge', 'custom-end-open-mailer-box']) {
    test(`/product/${slug} is a priced product page`, async ({ page }) => {
      await page.goto(`${boxup}/product/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Total \$[\d,]+\.\d{2}, \$[\d,]+\.\d{2} per /)).toBeVisible();
    });
  }

  test('a shopper may have three $1 samples at a time', async ({ page }) => {
    const samples = ['custom-mailer-box-sample', 'shipping-box-sample', 'custom-gable-box-sample'];
    for (const [index, slug] of samples.entries()) {
      await page.goto(`${boxup}/product/${slug}`);
      await expect(page.getByText('Total $1.00, $1.00 per box')).toBeVisible();
      await page.getByRole('button', { name: 'Add sample' }).click();
      // The header's cart count follows the cart once the line is in it.
      await expect(page.locator('[data-slot="cart-count"]')).toHaveText(String(index + 1));
    }
    await page.goto(`${boxup}/product/custom-square-mailer-box-sample`);
    await expect(page.getByText('Total $1.00, $1.00 per box')).toBeVisible();
    await page.getByRole('button', { name: 'Add sample' }).click();
    await expect(
      page
        .getByText('A customer may have up to three $1 samples.', { exact: true })
        .or(page.getByText('You already have three $1 samples.')),
    ).toBeVisible();
    await expect(page.locator('[data-slot="cart-count"]')).toHaveText('3');
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown product shows the not-found page', async ({ page }) => {
    await page.goto(`${boxup}/product/no-such-box`);
    await expect(page.getByRole('heading', { name: "We couldn't find the page." })).toBeVisible();
  });
});

test.describe('BoxUp (default): content pages', () => {
  test('a CMS page renders its sanitised content', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${boxup}/view/artwork-guidelines`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.locator('script, iframe, [onerror], [onclick]')).toHaveCount(0);
    await expect(main.locator('a[href^="javascript:"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('/view/unknown shows the not-found page', async ({ page }) => {
    await page.goto(`${boxup}/view/unknown`);
    await expect(page.getByRole('heading', { name: "We couldn't find the page." })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Homepage' })).toBeVisible();
  });

  test('the contact form validates and sends', async ({ page }) => {
    await page.goto(`${boxup}/view/contact`);
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();
    await expect(page.getByText('Your name is required')).toBeVisible();
    await page.getByLabel(/Your name/).fill('Ada Lovelace');
    await page.getByLabel(/Email address/).fill('ada.e2e@example.com');
    await page.getByLabel(/How can we help\?/).fill('Do you print on kraft board?');
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: /^Thank you/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the blog lists posts and opens the post', async ({ page }) => {
    await page.goto(`${boxup}/blog`);
    const posts = page.getByRole('list', { name: 'Latest posts' });
    await posts.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/blog\/post\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('YBD Showroom: product pages follow the showroom switches', () => {
  test('no tabs, no sample button, quotes offered, linkID kept', async ({ page }) => {
    await page.goto(`${showroom}/shop-all-boxes?linkID=rep-42`);
    await page
      .getByRole('list', { name: 'Box styles' })
      .getByRole('link', { name: 'SELECT' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/product\/custom-mailer-box\?linkID=rep-42$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Custom Mailer Boxes' }),
    ).toBeVisible();
    await expect(page.getByText('Total $18.54, $18.54 per box')).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /sample/i })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Request a quote', expanded: false }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('Kartonwerk (partner): shop all boxes in German', () => {
  test('the box styles page is German and has no product or content routes', async ({ page }) => {
    await page.goto(`${BRANDS.partner.url}/shop-all-boxes`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Alle Schachtelarten' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`${BRANDS.partner.url}/view/about`);
    await expect(
      page.getByRole('heading', { name: 'Wir konnten die Seite nicht finden.' }),
    ).toBeVisible();
  });
});
