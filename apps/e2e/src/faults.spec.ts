import { expect, test, type Page } from './fixtures';
import { BRANDS, SANDBOX_URL } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './axe';
import {
  ARLINGTON,
  account,
  addressToPayment,
  advanceSandboxClock,
  fillUsAddress,
  payByCard,
  TEST_CARDS,
} from './journeys';

// When a service fails mid-checkout: the spec's messages, never a blank page, nothing the
// shopper typed lost, and the journey goes on once the service is back. Failures are made in
// the browser's network layer (the sandbox itself stays up for the other journeys).

const boxup = BRANDS.default.url;

async function guestAtPayment(page: Page) {
  await page.goto(`${boxup}/product/custom-mailer-box?quantity=250`);
  await expect(page.getByText('Total $522.50, $2.09 per box')).toBeVisible();
  await page.getByRole('button', { name: 'Quick add to cart' }).click();
  await account(page).getByRole('link', { name: 'Cart 1' }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await addressToPayment(page, {
    company: 'Lovelace Labs',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `faults.${Date.now()}@e2e.boxup.example`,
  });
}

test('the payment service fails with 500, then goes away: the message, the form kept, then the order', async ({
  page,
}) => {
  await guestAtPayment(page);
  const payCall = '**/payments/**/carts/*/payments';
  // The service failing on its own (5xx, no answer) did not place the order: ECX021.
  const generic = 'Something went wrong while placing the order!';

  await page.route(payCall, (route) =>
    route.fulfill({ status: 500, json: { title: 'InternalServerError', detail: 'Boom' } }),
  );
  await payByCard(page, TEST_CARDS.approved);
  // The client retries a failing payment call (at most 3 tries, 5000 ms apart) before it says so.
  await expect(page.getByRole('alert').filter({ hasText: generic })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Card number/ })).toHaveValue(TEST_CARDS.approved);
  await expect(page.getByRole('textbox', { name: /Name on card/ })).toHaveValue('Dana Whitfield');
  await expectNoSeriousA11yViolations(page);

  // The service is gone altogether: the same message, the same form.
  await page.unroute(payCall);
  await page.route(payCall, (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: generic })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('textbox', { name: /Card number/ })).toHaveValue(TEST_CARDS.approved);
  await expect(account(page).getByRole('link', { name: 'Cart 1' })).toBeVisible();

  // Back again: the same click places the order, once.
  await page.unroute(payCall);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
  ).toBeVisible();
  await advanceSandboxClock(page, 3000);
  await expect(page.getByText(/^Your order number is BU\d{6}$/)).toBeVisible({ timeout: 15_000 });
});

test('the card provider gives no client token (ECX020): the message, then the card form once it is back', async ({
  page,
}) => {
  const metadataCall = '**/payments/**/paymentMethods/metadata';
  await page.route(metadataCall, (route) =>
    route.fulfill({ status: 503, json: { title: 'ServiceUnavailable' } }),
  );
  await guestAtPayment(page);
  await expect(
    page.getByText('Unable to start the card payment. Please refresh the page and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.unroute(metadataCall);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Card details' })).toBeVisible();
});

test('a shipping method cannot be saved (ECX031): the message, the choice kept, then it saves', async ({
  page,
}) => {
  await page.goto(`${boxup}/product/custom-mailer-box?quantity=250`);
  await expect(page.getByText('Total $522.50, $2.09 per box')).toBeVisible();
  await page.getByRole('button', { name: 'Quick add to cart' }).click();
  await account(page).getByRole('link', { name: 'Cart 1' }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await fillUsAddress(page, page.getByRole('form', { name: 'Where should we ship?' }), {
    ...ARLINGTON,
    company: 'Lovelace Labs',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `faults.edo.${Date.now()}@e2e.boxup.example`,
  });
  await page.getByRole('button', { name: 'Keep the address as entered' }).click();
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  const mailers = page.getByRole('radiogroup', { name: /^Shipping for Custom Mailer Box/ }).first();
  await expect(mailers.getByRole('radio', { name: /Standard/ })).toBeChecked();

  const edoCall = '**/ecommerce/**/carts/*/edo';
  await page.route(edoCall, (route) =>
    route.fulfill({ status: 500, json: { title: 'InternalServerError' } }),
  );
  await mailers.getByRole('radio', { name: /Expedited/ }).click();
  await expect(
    page.getByText('Unable to update the shipping method. Please try again.'),
  ).toBeVisible();
  await expect(mailers.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.unroute(edoCall);
  await mailers.getByRole('radio', { name: /Expedited/ }).click();
  await expect(mailers.getByRole('radio', { name: /Expedited/ })).toBeChecked();
  await expect(
    page.getByText('Unable to update the shipping method. Please try again.'),
  ).toBeHidden();
});

test('the cart cannot be read: the spec message and Try again, never a blank page', async ({
  page,
}) => {
  await page.goto(`${boxup}/product/custom-mailer-box?quantity=250`);
  await expect(page.getByText('Total $522.50, $2.09 per box')).toBeVisible();
  await page.getByRole('button', { name: 'Quick add to cart' }).click();
  await expect(account(page).getByRole('link', { name: 'Cart 1' })).toBeVisible();

  const cartReads = (url: URL) =>
    url.href.startsWith(`${SANDBOX_URL}/ecommerce/`) &&
    /\/carts?\b|get-user-cart/.test(url.pathname);
  await page.route(cartReads, (route) =>
    route.request().method() === 'GET' || /get-user-cart/.test(route.request().url())
      ? route.fulfill({ status: 500, json: { title: 'InternalServerError' } })
      : route.continue(),
  );
  await page.goto(`${boxup}/cart`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByText('Error occured while fetching cart info')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.unroute(cartReads);
  await page.getByRole('button', { name: 'Try again' }).click();
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('heading', { name: 'Custom Mailer Box' })).toBeVisible();
});

test('offline: a banner says so, what the shopper typed stays, and it clears when back', async ({
  page,
  context,
}) => {
  await page.goto(`${boxup}/login`);
  const name = page
    .getByRole('region', { name: 'Create an account' })
    .getByRole('textbox', { name: 'First name', exact: true });
  await name.fill('Dana Whitfield');

  await context.setOffline(true);
  const banner = page.getByRole('alert').filter({ hasText: 'You are offline.' });
  await expect(banner).toHaveText(
    'You are offline. What you have entered stays here; reconnect to continue where you left off.',
  );
  await expect(name).toHaveValue('Dana Whitfield');
  await expectNoSeriousA11yViolations(page);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are back online.' })).toBeVisible();
  await expect(name).toHaveValue('Dana Whitfield');
});
