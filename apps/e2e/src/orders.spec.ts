import { expect, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import { BRANDS } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './axe';
import {
  account,
  accountMenu,
  addressToPayment,
  advanceSandboxClock,
  createAccount,
  payAndGetOrderNumber,
  uniqueEmail,
} from './journeys';

// The order after checkout: a new customer orders, finds the order in My orders, the sandbox
// clock moves it through production to Shipped with a tracking link, the invoice downloads as a
// PDF and the line goes back into the cart in one click. This spec moves the sandbox clock by
// hours, so it runs after every other spec (the `clock` project of playwright.config.ts).

const boxup = BRANDS.default.url;
const HOUR = 60 * 60 * 1000;

test('a customer orders, sees it shipped with tracking, downloads the invoice and reorders', async ({
  page,
}) => {
  await page.goto(`${boxup}/login`);
  const email = uniqueEmail('orders');
  await createAccount(page, email, 'Cartons#2026');
  await expect(accountMenu(page)).toBeVisible();

  // A new customer has no orders yet.
  await page.goto(`${boxup}/my-orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByText('No Order History')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Order 250 mailer boxes.
  await page.goto(`${boxup}/product/custom-mailer-box?quantity=250`);
  await expect(page.getByText('Total $522.50, $2.09 per box')).toBeVisible();
  await page.getByRole('button', { name: 'Quick add to cart' }).click();
  await account(page).getByRole('link', { name: 'Cart 1' }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping address' })).toBeVisible();
  // The first address starts with the customer's name, company and email.
  const form = page.getByRole('form', { name: 'Where should we ship?' });
  await expect(form.getByLabel(/^Email/)).toHaveValue(email);
  await expect(form.getByLabel(/^First name/)).toHaveValue('Avery');
  await addressToPayment(page);
  const orderNumber = await payAndGetOrderNumber(page);
  expect(orderNumber).toMatch(/^BU\d{6}$/);

  // My orders lists it; its detail says where production stands.
  await page.goto(`${boxup}/my-orders`);
  const order = page.getByRole('listitem', { name: `Order ${orderNumber}` });
  await expect(order).toBeVisible();
  await expect(order).toContainText('Paid');
  await expect(order).toContainText(
    /Placed \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}[ap]m · 1 item · Total \$\d+\.\d{2}/,
  );
  await expect(order.getByRole('listitem')).toContainText('Waiting for Doc Review');
  await expectNoSeriousA11yViolations(page);

  // The sandbox clock moves the order through production: Shipped 20 hours after the order.
  await advanceSandboxClock(page, 21 * HOUR);
  await order.getByRole('link', { name: `View order ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const line = page.getByRole('listitem', { name: 'Custom Mailer Box' });
  await expect(line.getByText('Shipped')).toBeVisible();
  const track = line.getByRole('link', { name: /^Track package of Custom Mailer Box \(UPS 1Z/ });
  await expect(track).toHaveAttribute('href', /^https:\/\/www\.ups\.com\/track\?/);
  await expect(track).toHaveAttribute('target', '_blank');
  await expect(line.getByText('Expected by')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download invoice' }).click(),
  ]);
  expect(invoice.suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
  const pdf = await readFile(await invoice.path(), 'latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);

  // Reorder puts the same line into the (now empty) cart.
  await line.getByRole('button', { name: 'Reorder Custom Mailer Box' }).click();
  await expect(page).toHaveURL(`${boxup}/cart`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Custom Mailer Box was added to your cart.' }),
  ).toBeVisible();
  await expect(account(page).getByRole('link', { name: 'Cart 1' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('heading', { name: 'Custom Mailer Box' })).toBeVisible();
  await expect(lines.getByText('9 x 6 x 3')).toBeVisible();
  await expect(lines.getByRole('textbox', { name: 'Quantity' })).toHaveValue('250');

  await page.goto(`${boxup}/my-info`);
  await expect(page.getByRole('heading', { level: 1, name: 'My info' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
