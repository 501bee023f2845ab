import type { DownloadedFile } from '../lib/api/orders-client';
import type { HttpFetch } from '@storefront/http';
import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderLine } from '../lib/order-model';
import {
  DEMO_CUSTOMER,
  frozenClock,
  placeOrder,
  signIn,
  signUpCustomer,
  type SandboxCustomer,
} from '../lib/testing/sandbox-shop';
import { OrderDetail } from './order-detail';
import { OrdersTestProviders } from './testing/orders-test-providers';

// The order detail against the real order, documents and payment routes of the sandbox.
const DAY = 24 * 60 * 60 * 1000;

let sandbox: TestSandbox;
let customer: SandboxCustomer;
beforeAll(async () => {
  sandbox = await createTestSandbox({
    clock: frozenClock(new Date('2030-03-05T19:30:00Z')),
    tokenLifetimes: { accessTokenMs: 365 * DAY },
  });
  customer = await signUpCustomer(sandbox, 'detail-ui@example.com');
});
afterAll(() => sandbox?.close());

function renderDetail(
  orderId: string,
  options: {
    token?: string;
    fetch?: HttpFetch;
    onReorder?: (line: OrderLine) => Promise<void>;
    saveFile?: (file: DownloadedFile) => void;
  } = {},
) {
  return render(
    <OrdersTestProviders
      fetch={options.fetch ?? sandbox.fetch}
      token={options.token ?? customer.accessToken}
    >
      <OrderDetail
        orderId={orderId}
        backHref="/my-orders"
        {...(options.onReorder ? { onReorder: options.onReorder } : {})}
        {...(options.saveFile ? { saveFile: options.saveFile } : {})}
      />
    </OrdersTestProviders>,
  );
}

describe('OrderDetail', () => {
  it('polls until the order has its number, then shows lines, addresses and totals', async () => {
    const { orderId } = await placeOrder(sandbox, customer.accessToken, { coupon: 'FIRSTRUN10' });
    renderDetail(orderId);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your order number is on its way/)).toBeInTheDocument();

    sandbox.clock.advance(3000);
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Order BU\d{6}$/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const line = screen.getByRole('listitem', { name: 'Custom Mailer Box' });
    expect(within(line).getByText('Waiting for Doc Review')).toBeInTheDocument();
    expect(within(line).getByText('9 x 6 x 3')).toBeInTheDocument();
    expect(within(line).getByText('250')).toBeInTheDocument();
    expect(within(line).getByText('$2.09')).toBeInTheDocument();
    expect(within(line).getByText('Estimated arrival')).toBeInTheDocument();
    expect(screen.getByText('Placed on').nextSibling).toHaveTextContent('03/05/2030 02:30pm');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Discount (FIRSTRUN10)').nextSibling).toHaveTextContent(
      '-$52.25',
    );
    expect(within(summary).getByText('Amount due').nextSibling).toHaveTextContent('$0.00');
    expect(screen.getByRole('region', { name: 'Shipping address' })).toHaveTextContent(
      '500 Main St',
    );
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
  });

  it.each(['FIRSTRUN10', 'SANDBOX100'])(
    'shows one presentation whose figures add up, to the cent (coupon %s)',
    async (coupon) => {
      const { orderId } = await placeOrder(sandbox, customer.accessToken, {
        coupon,
        free: coupon === 'SANDBOX100',
      });
      sandbox.clock.advance(3000);
      renderDetail(orderId);
      await screen.findByRole('heading', { level: 1, name: /^Order BU\d{6}$/ }, { timeout: 5000 });
      const cents = (text: string | null | undefined) => {
        const match = /^(-?)\$([\d,]+)\.(\d{2})$/.exec((text ?? '').trim());
        if (!match) throw new Error(`not an amount: ${text}`);
        const value = Number(match[2]?.replaceAll(',', '')) * 100 + Number(match[3]);
        return match[1] ? -value : value;
      };
      const lineTotals = screen
        .getAllByRole('listitem')
        .filter((item) => item.getAttribute('data-slot') === 'order-line')
        .map((item) => {
          const unit = cents(within(item).getByText('Unit price').nextSibling?.textContent);
          const quantity = Number(
            within(item).getByText('Quantity').nextSibling?.textContent?.replaceAll(',', ''),
          );
          const total = cents(within(item).getByText('Line total').nextSibling?.textContent);
          // The line total is unit price × quantity: the discount is not taken off twice.
          expect(total).toBe(unit * quantity);
          return total;
        });
      const summary = screen.getByRole('region', { name: 'Order summary' });
      const figure = (label: string | RegExp) =>
        cents(within(summary).getByText(label).nextSibling?.textContent);
      const lines = lineTotals.reduce((a, b) => a + b, 0);
      expect(figure('Subtotal')).toBe(lines);
      const discount = -figure(`Discount (${coupon})`);
      expect(discount).toBeGreaterThan(0);
      expect(lines + figure('Total shipping') + figure('Sales tax') - discount).toBe(
        figure('Total'),
      );
    },
  );

  it('shows the shipped line with its tracking link and expected-by date after the clock moves', async () => {
    const { orderId } = await placeOrder(sandbox, customer.accessToken);
    sandbox.clock.advance(4 * DAY);
    renderDetail(orderId);
    const line = await screen.findByRole('listitem', { name: 'Custom Mailer Box' });
    expect(within(line).getByText('Shipped')).toBeInTheDocument();
    const track = within(line).getByRole('link', {
      name: /^Track package of Custom Mailer Box \(UPS 1Z/,
    });
    expect(track).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.ups\.com\/track\?/),
    );
    expect(track).toHaveAttribute('target', '_blank');
    expect(within(line).getByText('Expected by').nextSibling).toHaveTextContent(
      /^\d{2}\/\d{2}\/2030$/,
    );
    expect(within(line).getByText('UPS tracking number').nextSibling).toHaveTextContent(/^1Z/);
  });

  it('downloads the invoice and the receipt as PDFs', async () => {
    const { orderId } = await placeOrder(sandbox, customer.accessToken);
    sandbox.clock.advance(3000);
    const saved: DownloadedFile[] = [];
    renderDetail(orderId, { saveFile: (file) => saved.push(file) });
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Download receipt' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((file) => file.fileName)).toEqual([
      expect.stringMatching(/^invoice-BU\d{6}\.pdf$/),
      expect.stringMatching(/^receipt-BU\d{6}\.pdf$/),
    ]);
    const pdf = await PDFDocument.load(new Uint8Array(await saved[1]!.blob.arrayBuffer()));
    expect(pdf.getTitle()).toMatch(/^Receipt RCT-BU\d{6}/);
  });

  it("says 'Unable to download receipt. Please try again' when the receipt fails", async () => {
    const { orderId } = await placeOrder(sandbox, customer.accessToken);
    sandbox.clock.advance(3000);
    const receiptsDown: HttpFetch = (request) =>
      new URL(request.url).pathname.includes('/receipts/')
        ? Response.json({ title: 'Unavailable', detail: 'down' }, { status: 503 })
        : sandbox.fetch(request);
    const save = vi.fn();
    renderDetail(orderId, { fetch: receiptsDown, saveFile: save });
    await userEvent.click(await screen.findByRole('button', { name: 'Download receipt' }));
    expect(
      await screen.findByText('Unable to download receipt. Please try again'),
    ).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('reorders a line through the callback, and says so when it fails', async () => {
    const { orderId } = await placeOrder(sandbox, customer.accessToken);
    sandbox.clock.advance(3000);
    const onReorder = vi
      .fn<(line: OrderLine) => Promise<void>>()
      .mockRejectedValueOnce(new Error('cart down'));
    renderDetail(orderId, { onReorder: async (line) => onReorder(line) });
    const button = await screen.findByRole('button', { name: 'Reorder Custom Mailer Box' });
    await userEvent.click(button);
    expect(
      await screen.findByText('Unable to add this item to your cart. Please try again.'),
    ).toBeInTheDocument();
    onReorder.mockResolvedValueOnce(undefined);
    await userEvent.click(button);
    expect(
      await screen.findByText('Custom Mailer Box was added to your cart.'),
    ).toBeInTheDocument();
    expect(onReorder).toHaveBeenLastCalledWith(
      expect.objectContaining({ productKey: 'custom-mailer-box', quantity: 250 }),
    );
  });

  it('pays a pending order by card; a declined card shows ECX046 and keeps what was typed', async () => {
    const token = await signIn(sandbox, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const { orderId } = await placeOrder(sandbox, token, { invoice: true, poNumber: 'PO-900' });
    sandbox.clock.advance(3000);
    renderDetail(orderId, { token });
    const payment = await screen.findByRole('region', { name: 'Payment due' });
    expect(screen.getByText('PO number').nextSibling).toHaveTextContent('PO-900');
    expect(screen.getByRole('listitem', { name: 'Custom Mailer Box' })).toHaveTextContent(
      'On Hold For Payment',
    );
    expect(screen.queryByRole('button', { name: 'Download receipt' })).not.toBeInTheDocument();

    await userEvent.click(within(payment).getByRole('button', { name: /^Pay \$/ }));
    expect(
      within(payment).getByRole('textbox', { name: /Card number/ }),
    ).toHaveAccessibleDescription('Card number is required');

    await userEvent.type(
      within(payment).getByRole('textbox', { name: /Card number/ }),
      '4000 1111 1111 1115',
    );
    await userEvent.type(within(payment).getByRole('textbox', { name: /Expiry date/ }), '12/31');
    await userEvent.click(within(payment).getByRole('button', { name: /^Pay \$/ }));
    await waitFor(() =>
      expect(within(payment).getByRole('alert')).toHaveTextContent(
        'Unable to pay for this order. Please try again. Do Not Honor',
      ),
    );
    const number = within(payment).getByRole('textbox', { name: /Card number/ });
    expect(number).toHaveValue('4000 1111 1111 1115');

    await userEvent.clear(number);
    await userEvent.type(number, '4111 1111 1111 1111');
    await userEvent.click(within(payment).getByRole('button', { name: /^Pay \$/ }));
    expect(await screen.findByText(/Your payment was received/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Custom Mailer Box' })).toHaveTextContent(
        'Waiting for Doc Review',
      ),
    );
    expect(screen.getByText('Payment status').nextSibling).toHaveTextContent('Paid');
  });

  it("says 'Order seems to be missing!' for an order the shopper cannot see", async () => {
    renderDetail('ord_does_not_exist');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order seems to be missing!');
  });
});
