import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import { BRANDS, SANDBOX_URL } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './axe';
import { account, addressToPayment, payAndGetOrderNumber } from './journeys';

// The order confirmation shows the order, not just its number (issue 13, defect 10), and the
// order mail carries the number, the totals and a link to the order (defect 9).

const boxup = BRANDS.default.url;

test('the confirmation shows lines with previews, the review sections, the summary and a link; the mail has the number', async ({
  page,
  request,
}) => {
  const email = `confirmation.${Date.now()}@e2e.boxup.example`;
  await page.goto(`${boxup}/product/custom-mailer-box?quantity=250`);
  await expect(page.getByText('Total $522.50, $2.09 per box')).toBeVisible();
  await page.getByRole('button', { name: 'Quick add to cart' }).click();
  await account(page).getByRole('link', { name: 'Cart 1' }).click();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('FIRSTRUN10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon Applied successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await addressToPayment(page, {
    company: 'Lovelace Labs',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
  });
  const orderNumber = await payAndGetOrderNumber(page);

  const items = page.getByRole('list', { name: 'Your items' });
  await expect(items.getByRole('heading', { name: 'Custom Mailer Box' })).toBeVisible();
  const preview = items.getByRole('img', { name: 'Preview of Custom Mailer Box' });
  await expect(preview).toHaveJSProperty('complete', true);
  expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    0,
  );
  await expect(items.getByText(/Arrives /)).toBeVisible();

  const details = page.getByRole('region', { name: 'Order details' });
  await expect(details.getByRole('region', { name: 'Account info' })).toContainText(email);
  await expect(details.getByRole('region', { name: 'Purchase info' })).toContainText(
    'Credit or debit card: Visa ending in 1111',
  );
  await expect(details.getByRole('region', { name: 'Shipping address' })).toContainText(
    '500 Main St',
  );
  await expect(details.getByRole('region', { name: 'Billing address' })).toContainText('Arlington');
  await expect(details.getByRole('region', { name: 'Shipping methods' })).toContainText(
    'Custom Mailer Box',
  );
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Discount (FIRSTRUN10)')).toBeVisible();
  await expect(summary.getByText('-$52.25')).toBeVisible();
  await expect(summary.getByText('$550.06')).toBeVisible();
  const orderLink = page.getByRole('link', { name: 'View your order' });
  await expect(orderLink).toHaveAttribute('href', /^\/my-orders\/ord_/);
  await expectNoSeriousA11yViolations(page);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing sticks out sideways, not even a long email address.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.screenshot({
      path: fileURLToPath(
        new URL(`../../../tmp/shots/order-confirmation-${width}.png`, import.meta.url),
      ),
      fullPage: true,
    });
  }

  // The mail: the order number (never the internal id as text), totals and the link.
  const outbox = await request.get(
    `${SANDBOX_URL}/__sandbox/outbox?to=${encodeURIComponent(email)}`,
  );
  const { messages } = (await outbox.json()) as {
    messages: Array<{ subject: string; text: string; link: string | null }>;
  };
  const mail = messages.find((message) => message.subject.includes(orderNumber));
  expect(mail?.subject).toBe(`Your BoxUp order ${orderNumber}`);
  expect(mail?.text).toContain('Discount (FIRSTRUN10): -$52.25');
  expect(mail?.text).toContain('Total: $550.06');
  const href = await orderLink.getAttribute('href');
  expect(mail?.link).toBe(`${boxup}${href}`);
});
