import type { HttpFetch } from '@storefront/http';
import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  frozenClock,
  placeOrder,
  signUpCustomer,
  type SandboxCustomer,
} from '../lib/testing/sandbox-shop';
import { OrderHistory } from './order-history';
import { OrdersTestProviders } from './testing/orders-test-providers';

// The order history against the real order search of the sandbox, in-process.
let sandbox: TestSandbox;
let customer: SandboxCustomer;
const orderIds: string[] = [];
beforeAll(async () => {
  sandbox = await createTestSandbox({
    clock: frozenClock(new Date('2030-03-05T19:30:00Z')),
    tokenLifetimes: { accessTokenMs: 30 * 24 * 3600 * 1000 },
  });
  customer = await signUpCustomer(sandbox, 'history-ui@example.com');
  for (let index = 0; index < 6; index += 1) {
    orderIds.push((await placeOrder(sandbox, customer.accessToken)).orderId);
    sandbox.clock.advance(60 * 60 * 1000);
  }
});
afterAll(() => sandbox?.close());

function History({ customerId }: { customerId: string }) {
  const [page, setPage] = useState(1);
  return (
    <OrderHistory
      customerId={customerId}
      page={page}
      onPageChange={setPage}
      orderHref={(order) => `/my-orders/${order.id}`}
    />
  );
}

function renderHistory(
  token: string,
  customerId: string,
  fetch: HttpFetch = sandbox.fetch,
  language: 'en' | 'de' = 'en',
) {
  return render(
    <OrdersTestProviders fetch={fetch} token={token} language={language}>
      <History customerId={customerId} />
    </OrdersTestProviders>,
  );
}

describe('OrderHistory', () => {
  it('shows 5 orders a page, newest first, with number, date, status, total and a detail link', async () => {
    renderHistory(customer.accessToken, customer.customerId);
    const cards = await screen.findAllByRole('listitem', { name: /^Order BU\d{6}$/ });
    expect(cards).toHaveLength(5);
    expect(screen.getByText('Orders 1 to 5 of 6')).toBeInTheDocument();
    const newest = cards[0]!;
    // The first order was placed at 02:30pm in New York, the newest 5 hours later, an hour ago:
    // its line is in the artwork check by now (the sandbox clock moves the statuses).
    expect(within(newest).getByText(/Placed 03\/05\/2030 07:30pm/)).toBeInTheDocument();
    expect(within(newest).getByText('Artwork Check In Progress')).toBeInTheDocument();
    expect(within(newest).getByText('Paid')).toBeInTheDocument();
    // Counts go through ICU plural rules: one line is '1 item', never '1 items'.
    expect(within(newest).getByText(/· 1 item ·/)).toBeInTheDocument();
    expect(within(newest).getByRole('link', { name: /^View order BU\d{6}$/ })).toHaveAttribute(
      'href',
      `/my-orders/${orderIds[5]}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('Orders 6 to 6 of 6')).toBeInTheDocument());
    expect(screen.getAllByRole('listitem', { name: /^Order BU\d{6}$/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /^View order/ })).toHaveAttribute(
      'href',
      `/my-orders/${orderIds[0]}`,
    );
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(screen.getByText('Orders 1 to 5 of 6')).toBeInTheDocument());
  });

  it("says 'No Order History' to a customer without orders", async () => {
    const fresh = await signUpCustomer(sandbox, 'history-empty@example.com');
    renderHistory(fresh.accessToken, fresh.customerId);
    expect(await screen.findByText('No Order History')).toBeInTheDocument();
  });

  it('shows the ECX029 message and retries on a failure', async () => {
    let failing = true;
    const flaky: HttpFetch = (request) =>
      failing
        ? Response.json({ title: 'BadRequest', detail: 'down' }, { status: 400 })
        : sandbox.fetch(request);
    renderHistory(customer.accessToken, customer.customerId, flaky);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to load your order history. Please try again.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem', { name: /^Order BU\d{6}$/ })).toHaveLength(5);
  });

  it('speaks German', async () => {
    renderHistory(customer.accessToken, customer.customerId, sandbox.fetch, 'de');
    expect(await screen.findByText('Bestellungen 1 bis 5 von 6')).toBeInTheDocument();
    expect(screen.getAllByText(/· 1 Artikel ·/)).toHaveLength(5);
    expect(screen.getAllByText('Druckdatenprüfung läuft').length).toBeGreaterThan(0);
  });
});
