import { expect, test, type Page } from './fixtures';
import { readFile } from 'node:fs/promises';
import { BRANDS, SANDBOX_URL } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './axe';
import {
  addressToPayment,
  chooseOption,
  createAccount,
  designerReady,
  fromAccountMenu,
  payAndGetOrderNumber,
  unique,
  uniqueEmail,
} from './journeys';

// The default store end to end, as one shopper walks it: browse, configure, design, approve,
// cart, sign up at checkout, pay by card, confirmation, my orders, invoice — and what the
// analytics sink of the sandbox recorded on the way.

const boxup = BRANDS.default.url;

interface RecordedEvent {
  type: string;
  event: string | null;
  name: string | null;
  userId: string | null;
  properties: Record<string, unknown>;
}

async function recordedEvents(page: Page, anonymousId: string): Promise<RecordedEvent[]> {
  const response = await page.request.get(
    `${SANDBOX_URL}/analytics/__events?storefrontId=boxup&anonymousId=${encodeURIComponent(anonymousId)}`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { events: RecordedEvent[] }).events;
}

test('browse → configure → design → approve → cart → sign up at checkout → card → my orders → invoice', async ({
  page,
}) => {
  // Browse and configure.
  await page.goto(boxup);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Shop all boxes' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop All Boxes' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Box styles' })
    .getByRole('link', { name: 'SELECT' })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Mailer Boxes' })).toBeVisible();
  await chooseOption(page.getByRole('combobox', { name: /^Quantity/ }), /^250 boxes/);
  await expect(page.getByText('Total $522.50, $2.09 per box')).toBeVisible();
  const anonymousId = await page.evaluate(() => localStorage.getItem('ajs_anonymous_id'));
  expect(anonymousId).toMatch(/^[\w-]{21}$/);

  // Design and approve.
  await page.getByRole('button', { name: 'Get started' }).click();
  await designerReady(page, /Design canvas, Outside of the Display mailer/);
  await page.getByRole('button', { name: 'Add text' }).click();
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Northwind Candles');
  await page.getByRole('textbox', { name: /Design name/ }).fill(unique('Journey mailer'));
  await page.getByRole('button', { name: 'Save design' }).click();
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to approve' }).click();
  await page.getByRole('checkbox', { name: /approve it for printing/ }).check();
  await page.getByRole('button', { name: 'Approve and add to cart' }).click();
  await expect(page).toHaveURL(`${boxup}/cart`, { timeout: 15_000 });
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('heading', { name: 'Custom Mailer Box' })).toBeVisible();
  await expect(lines.getByText('$522.50')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Complete your order' })).toBeVisible();

  // Sign up at checkout, then the address, shipping and the card.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('link', { name: 'Log in or create an account' }).click();
  const email = uniqueEmail('journey');
  await createAccount(page, email, 'Cartons#2026');
  await expect(page).toHaveURL(`${boxup}/shipping-address`, { timeout: 15_000 });
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await addressToPayment(page);
  const orderNumber = await payAndGetOrderNumber(page);
  expect(orderNumber).toMatch(/^BU\d{6}$/);

  // My orders → the order → its invoice.
  await (await fromAccountMenu(page, 'link', 'My Orders')).click();
  const order = page.getByRole('listitem', { name: `Order ${orderNumber}` });
  await order.getByRole('link', { name: `View order ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Custom Mailer Box' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download invoice' }).click(),
  ]);
  expect(invoice.suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
  expect((await readFile(await invoice.path(), 'latin1')).startsWith('%PDF-')).toBe(true);

  // The analytics sink has the journey: the spec's events, the customer identified, no secrets.
  await expect
    .poll(async () => (await recordedEvents(page, anonymousId!)).map((e) => e.event ?? e.type), {
      timeout: 30_000,
    })
    .toEqual(
      expect.arrayContaining([
        'Product Viewed',
        'Save Design',
        'Product Added',
        'Checkout Started',
        'Order Completed',
        'identify',
        'page',
      ]),
    );
  const events = await recordedEvents(page, anonymousId!);
  const text = JSON.stringify(events);
  expect(text).not.toContain('Cartons#2026');
  expect(text).not.toContain('4111');
  const completed = events.find((e) => e.event === 'Order Completed');
  expect(completed?.userId).toBeTruthy();
  expect(completed?.properties).toMatchObject({
    currency: 'USD',
    products: [expect.objectContaining({ product_id: 'custom-mailer-box', quantity: 250 })],
  });
});
