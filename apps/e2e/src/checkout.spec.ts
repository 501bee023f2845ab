import { expect, test, type Page } from './fixtures';
import { BRANDS } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './axe';
import {
  account,
  advanceSandboxClock,
  designerReady,
  fillUsAddress,
  logIn,
  payByCard,
  TEST_CARDS,
  unique,
} from './journeys';

// Cart and checkout journeys against the sandbox, in the default store and the showroom: an
// anonymous shopper puts a mailer box into the cart, applies a coupon, is refused a PO box,
// chooses shipping, pays with a test card and gets an order number; a declined card keeps the
// form and the cart. A signed-in journey adds a $1 sample and signs in at checkout.

const boxup = BRANDS.default.url;

interface StoreUnderTest {
  label: string;
  url: string;
  /** Query every URL of the store keeps (the showroom's linkID). */
  query: string;
  coupon: { code: string; discount: string };
  orderNumber: RegExp;
  /** Puts a 250-piece mailer box into the cart and opens /cart. */
  addMailerBox(page: Page): Promise<void>;
}

/** BoxUp: quick add on the product page, then the header's cart link. */
async function quickAddMailers(page: Page) {
  await page.goto(`${boxup}/product/custom-mailer-box?quantity=250`);
  await expect(page.getByText('Total $522.50, $2.09 per box')).toBeVisible();
  await page.getByRole('button', { name: 'Quick add to cart' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await account(page).getByRole('link', { name: 'Cart 1' }).click();
}

/** The showroom has no quick add and no cart link: design the box, approve it, land in the cart. */
async function designAndApproveMailers(page: Page) {
  const showroom = BRANDS.showroom.url;
  await page.goto(`${showroom}/product/custom-mailer-box?linkID=SR-7&quantity=250`);
  await expect(page.getByText('Total $522.50, $2.09 per box')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick add to cart' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/template-designer\?.*linkID=SR-7/);
  await designerReady(page, /Design canvas, Outside of the Display mailer/);
  await page.getByRole('button', { name: 'Add text' }).click();
  await page.getByRole('textbox', { name: /Design name/ }).fill(unique('Showroom mailer'));
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to approve' }).click();
  await expect(page).toHaveURL(/\/approve-design\?.*linkID=SR-7/);
  await page.getByRole('checkbox', { name: /approve it for printing/ }).check();
  await page.getByRole('button', { name: 'Approve and add to cart' }).click();
  await expect(page).toHaveURL(/\/cart\?linkID=SR-7$/, { timeout: 15_000 });
}

const STORES: StoreUnderTest[] = [
  {
    label: 'BoxUp (default)',
    url: boxup,
    query: '',
    coupon: { code: 'FIRSTRUN10', discount: '-$52.25' },
    orderNumber: /^Your order number is BU\d{6}$/,
    addMailerBox: quickAddMailers,
  },
  {
    label: 'YBD Showroom',
    url: BRANDS.showroom.url,
    query: '?linkID=SR-7',
    coupon: { code: 'SHOWROOM15', discount: '-$78.38' },
    orderNumber: /^Your order number is YB\d{6}$/,
    addMailerBox: designAndApproveMailers,
  },
];

/** From /cart to the payment page as a guest: Checkout, a refused PO box, a real address, shipping. */
async function guestToPayment(page: Page, store: StoreUnderTest, email: string) {
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping address' })).toBeVisible();
  await expect(page).toHaveURL(`${store.url}/shipping-address${store.query}`);
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole('form', { name: 'Where should we ship?' });
  const address = {
    company: 'Lovelace Labs',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    state: 'Texas',
    city: 'Arlington',
    postalCode: '76011',
  };
  await fillUsAddress(page, form, { ...address, street: 'P.O. Box 12' });
  await expect(form.getByText('PO Box address not supported')).toBeVisible();
  await expect(form.getByLabel(/^City/)).toHaveValue('Arlington');
  await expect(form.getByLabel(/^Email/)).toHaveValue(email);
  await expectNoSeriousA11yViolations(page);

  const street = form.getByRole('combobox', { name: /Street and house number/ });
  await street.fill('500 Main St');
  await street.press('Escape');
  await form.getByRole('button', { name: 'Save shipping address' }).click();
  // The address check cannot find this street: it says so, and the shopper keeps it.
  const notFound = form.getByRole('region', { name: 'We could not find this address' });
  await expect(notFound).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await notFound.getByRole('button', { name: 'Keep the address as entered' }).click();
  await expect(page.getByText('Arlington, TX 76011')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to shipping' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Shipping methods' })).toBeVisible();
  await expect(page).toHaveURL(`${store.url}/shipping-methods${store.query}`);
  const mailers = page.getByRole('radiogroup', { name: /^Shipping for Custom Mailer Box/ }).first();
  await expect(mailers.getByRole('radio', { name: /Standard/ })).toBeChecked();
  await mailers.getByRole('radio', { name: /Expedited/ }).click();
  await expect(mailers.getByRole('radio', { name: /Expedited/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page).toHaveURL(`${store.url}/payment-info${store.query}`);
  const review = page.getByRole('region', { name: 'Review your order' });
  await expect(review.getByRole('region', { name: 'Account info' })).toContainText(email);
  await expect(review.getByRole('region', { name: 'Shipping address' })).toContainText(
    '500 Main St',
  );
  await expectNoSeriousA11yViolations(page);
}

for (const store of STORES) {
  test.describe(store.label, () => {
    test('an anonymous shopper: mailer box → coupon → PO box refused → shipping → card → order number', async ({
      page,
    }) => {
      await store.addMailerBox(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
      const lines = page.getByRole('list', { name: 'Items in your cart' });
      await expect(lines.getByRole('heading', { name: 'Custom Mailer Box' })).toBeVisible();
      await expect(lines.getByText('$522.50')).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('textbox', { name: 'Promo code' }).fill(store.coupon.code);
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.getByText('Coupon Applied successfully')).toBeVisible();
      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect(summary.getByText(`Discount (${store.coupon.code})`)).toBeVisible();
      await expect(summary.getByText(store.coupon.discount)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await guestToPayment(page, store, `guest.${Date.now()}@e2e.boxup.example`);
      await expect(page.getByText('Sandbox test cards')).toBeVisible();
      await payByCard(page, TEST_CARDS.approved);

      await expect(
        page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
      ).toBeVisible();
      await advanceSandboxClock(page, 3000);
      await expect(page.getByText(store.orderNumber)).toBeVisible({ timeout: 15_000 });
      expect(new URL(page.url()).searchParams.get('linkID')).toBe(
        store.query === '' ? null : 'SR-7',
      );
      await expectNoSeriousA11yViolations(page);
    });

    test("a declined card shows the processor's message and keeps the form and the cart", async ({
      page,
    }) => {
      await store.addMailerBox(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
      await guestToPayment(page, store, `declined.${Date.now()}@e2e.boxup.example`);

      await payByCard(page, TEST_CARDS.declined);
      const failure = page.getByRole('alert').filter({ hasText: 'Payment Failed' });
      await expect(failure).toContainText('Do Not Honor');
      await expect(page.getByRole('textbox', { name: /Card number/ })).toHaveValue(
        TEST_CARDS.declined,
      );
      await expect(page.getByRole('textbox', { name: /Name on card/ })).toHaveValue(
        'Dana Whitfield',
      );
      await expectNoSeriousA11yViolations(page);

      // The cart is still there, unchanged.
      await page.goto(`${store.url}/cart${store.query}`);
      const lines = page.getByRole('list', { name: 'Items in your cart' });
      await expect(lines.getByRole('heading', { name: 'Custom Mailer Box' })).toBeVisible();
      await expect(lines.getByText('$522.50')).toBeVisible();
    });
  });
}

test('a sample and mailers → FIRSTRUN10 → sign in at checkout → saved address → card → order number', async ({
  page,
}) => {
  await page.goto(`${boxup}/product/custom-mailer-box-sample`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mailer Box Sample' })).toBeVisible();
  await expect(page.getByText('Total $1.00, $1.00 per box')).toBeVisible();
  await page.getByRole('button', { name: 'Add sample' }).click();
  await expect(page.getByText('Sample added to your cart.')).toBeVisible();
  await expect(account(page).getByRole('link', { name: 'Cart 1' })).toBeVisible();
  await page.goto(`${boxup}/product/custom-mailer-box?quantity=250`);
  await expect(page.getByText('Total $522.50, $2.09 per box')).toBeVisible();
  await page.getByRole('button', { name: 'Quick add to cart' }).click();
  await expect(account(page).getByRole('link', { name: 'Cart 2' })).toBeVisible();

  await account(page).getByRole('link', { name: 'Cart 2' }).click();
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('heading', { name: 'Mailer Box Sample' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('FIRSTRUN10');
  await page.getByRole('button', { name: 'Apply' }).click();
  const summary = page.getByRole('region', { name: 'Order summary' });
  // Samples are not discounted: 10% of the mailers only.
  await expect(summary.getByText('-$52.25')).toBeVisible();

  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('link', { name: 'Log in or create an account' }).click();
  await expect(page).toHaveURL(`${boxup}/login?returnTo=%2Fshipping-address`);
  await logIn(page, 'demo@boxup.example', 'Boxes4All!');

  await expect(page).toHaveURL(`${boxup}/shipping-address`);
  await expect(page.getByText('Signed in as demo@boxup.example')).toBeVisible();
  const shipping = page.getByRole('group', { name: 'Where should we ship?' });
  await expect(shipping.getByRole('radio', { name: /1200 Ballpark Way/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping methods' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  const review = page.getByRole('region', { name: 'Review your order' });
  await expect(review.getByRole('region', { name: 'Account info' })).toContainText(
    'demo@boxup.example',
  );
  await payByCard(page, TEST_CARDS.approved);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
  ).toBeVisible();
  await advanceSandboxClock(page, 3000);
  await expect(page.getByText(/^Your order number is BU\d{6}$/)).toBeVisible({ timeout: 15_000 });
  await expect(account(page).getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
});

test('the showroom hides the cart link but serves the cart route', async ({ page }) => {
  await page.goto(`${BRANDS.showroom.url}/cart?linkID=SR-7`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
