import { expect, test, type Page } from '@playwright/test';
import { BRANDS, SANDBOX_URL } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './axe';

// Cart and checkout journeys against the sandbox: a $1 sample and a quick-added mailer box into
// the cart, a promo code, sign-in (or guest checkout), address, shipping, card payment and the
// order confirmation with its order number; a declined card keeps the form and the cart.

const boxup = BRANDS.default.url;
const showroom = BRANDS.showroom.url;
const account = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/** The order number shows 3 s after the order on the sandbox clock: move the clock on. */
async function advanceSandboxClock(page: Page, ms: number) {
  const response = await page.request.post(`${SANDBOX_URL}/__sandbox/clock/advance`, {
    data: { ms },
  });
  expect(response.ok()).toBe(true);
}

async function addSampleAndMailers(page: Page) {
  await page.goto(`${boxup}/product/custom-mailer-box-sample`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mailer Box Sample' })).toBeVisible();
  await expect(page.getByText('Total $1.00, $1.00 per box')).toBeVisible();
  await page.getByRole('button', { name: 'Add sample' }).click();
  await expect(page.getByText('Sample added to your cart.')).toBeVisible();
  await expect(account(page).getByRole('link', { name: 'Cart 1' })).toBeVisible();

  await page.goto(`${boxup}/product/custom-mailer-box?quantity=250`);
  await expect(page.getByText('Total $522.50, $2.09 per box')).toBeVisible();
  await page.getByRole('button', { name: 'Quick add to cart' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await expect(account(page).getByRole('link', { name: 'Cart 2' })).toBeVisible();
}

async function payByCard(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByRole('textbox', { name: /Card number/ }).fill(number);
  await form.getByRole('textbox', { name: /Expiry date/ }).fill('12/39');
  await form.getByRole('textbox', { name: /Security code/ }).fill('123');
  await form.getByRole('textbox', { name: /Name on card/ }).fill('Dana Whitfield');
  await form.getByRole('button', { name: 'Place order' }).click();
}

test('sample and mailers → cart → FIRSTRUN10 → sign in at checkout → address → shipping → card → order number', async ({
  page,
}) => {
  await addSampleAndMailers(page);
  await account(page).getByRole('link', { name: 'Cart 2' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('heading', { name: 'Mailer Box Sample' })).toBeVisible();
  await expect(lines.getByText('$522.50')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'Promo code' }).fill('FIRSTRUN10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon Applied successfully')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Discount (FIRSTRUN10)')).toBeVisible();
  await expect(summary.getByText('-$52.25')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping address' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Log in or create an account' }).click();
  await expect(page).toHaveURL(`${boxup}/login?returnTo=%2Fshipping-address`);
  const logIn = page.getByRole('region', { name: 'Log In' });
  await logIn.getByRole('textbox', { name: 'Email', exact: true }).fill('demo@boxup.example');
  await logIn.getByRole('textbox', { name: 'Password', exact: true }).fill('Boxes4All!');
  await logIn.getByRole('button', { name: 'Log In' }).click();

  await expect(page).toHaveURL(`${boxup}/shipping-address`);
  await expect(page.getByText('Signed in as demo@boxup.example')).toBeVisible();
  const shipping = page.getByRole('group', { name: 'Where should we ship?' });
  await expect(shipping.getByRole('radio', { name: /1200 Ballpark Way/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue to shipping' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Shipping methods' })).toBeVisible();
  const mailers = page.getByRole('radiogroup', { name: 'Shipping for Custom Mailer Box' }).first();
  await expect(mailers.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await mailers.getByRole('radio', { name: /Expedited/ }).click();
  await expect(mailers.getByRole('radio', { name: /Expedited/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const review = page.getByRole('region', { name: 'Review your order' });
  await expect(review.getByRole('region', { name: 'Account info' })).toContainText(
    'demo@boxup.example',
  );
  await expect(page.getByText('Sandbox test cards')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await payByCard(page, '4111 1111 1111 1111');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
  ).toBeVisible();
  await advanceSandboxClock(page, 3000);
  await expect(page.getByText(/^Your order number is BU\d{6}$/)).toBeVisible({ timeout: 15_000 });
  await expect(account(page).getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a guest with a declined card sees the processor text and keeps the form and the cart', async ({
  page,
}) => {
  await page.goto(`${boxup}/product/custom-mailer-box?quantity=250`);
  await expect(page.getByText('Total $522.50, $2.09 per box')).toBeVisible();
  await page.getByRole('button', { name: 'Quick add to cart' }).click();
  await expect(account(page).getByRole('link', { name: 'Cart 1' })).toBeVisible();
  await page.goto(`${boxup}/cart`);
  await page.getByRole('button', { name: 'Checkout' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Shipping address' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Where should we ship?' });
  await form.getByLabel(/^Company name/).fill('Lovelace Labs');
  await form.getByLabel(/^First name/).fill('Ada');
  await form.getByLabel(/^Last name/).fill('Lovelace');
  await form.getByLabel(/^Email/).fill('ada@example.com');
  await form.getByRole('button', { name: /Country/ }).click();
  await page.getByRole('option', { name: 'United States of America' }).click();
  await form.getByRole('button', { name: /State \/ Province/ }).click();
  await page.getByRole('option', { name: 'Texas' }).click();
  const street = form.getByRole('combobox', { name: /Street and house number/ });
  await street.fill('P.O. Box 12');
  await street.press('Escape');
  await form.getByLabel(/^City/).fill('Arlington');
  await form.getByLabel(/^Postal code/).fill('76011');
  await form.getByRole('button', { name: 'Save shipping address' }).click();
  await expect(form.getByText('PO Box address not supported')).toBeVisible();
  await expect(form.getByLabel(/^City/)).toHaveValue('Arlington');
  await expectNoSeriousA11yViolations(page);

  await street.fill('500 Main St');
  await street.press('Escape');
  await form.getByRole('button', { name: 'Save shipping address' }).click();
  await expect(page.getByText('Arlington, TX 76011')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping methods' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();

  await payByCard(page, '4000 1111 1111 1115');
  const failure = page.getByRole('alert').filter({ hasText: 'Payment Failed' });
  await expect(failure).toContainText('Do Not Honor');
  await expect(page.getByRole('textbox', { name: /Card number/ })).toHaveValue(
    '4000 1111 1111 1115',
  );
  await expect(page.getByRole('textbox', { name: /Name on card/ })).toHaveValue('Dana Whitfield');
  await expect(account(page).getByRole('link', { name: 'Cart 1' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the showroom hides the cart link but serves the cart route', async ({ page }) => {
  await page.goto(`${showroom}/cart?linkID=SR-7`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
