import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadQuoteRequestForm } from './lazy-quote-request-form';
import { SANDBOX_ORIGIN } from '../lib/testing/catalog-api-sandbox';
import { findTotal, productPageSandbox } from './testing/product-view-sandbox';

// The product page with the sandbox's services, in-process: the quote request forms and the quote
// service.
const page = productPageSandbox(sandboxPerFile());

describe('ProductView: quote requests', () => {
  // The form's code loads when a shopper goes for a quote button; here it is loaded up front:
  // a render that suspended on it inside user-event's act did not resume in this test setup.
  beforeAll(() => loadQuoteRequestForm(), 30_000);

  it('validates the quote form, keeps what was typed, and shows the quote id when sent', async () => {
    const user = userEvent.setup();
    page.renderPage();
    await findTotal('Total $18.54, $18.54 per box');
    await user.click(screen.getByRole('button', { name: 'Request a quote', expanded: false }));
    const form = await screen.findByRole('form', { name: 'Request a quote' });

    await user.clear(within(form).getByLabelText(/^Quantity/));
    await user.type(within(form).getByLabelText(/^Email/), 'ada@');
    await user.click(within(form).getByRole('button', { name: 'Send quote request' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('Quantity is mandatory')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('ada@');

    await user.type(within(form).getByLabelText(/^Name/), 'Ada Lovelace');
    await user.type(within(form).getByLabelText(/^Email/), 'example.com');
    await user.type(within(form).getByLabelText(/^Quantity/), '7.5e2');
    expect(within(form).getByLabelText(/^Quantity/)).toHaveValue('752');
    await user.type(within(form).getByLabelText(/^Comments/), 'Inside print, please.');
    await user.click(within(form).getByRole('button', { name: 'Send quote request' }));

    const sent = await screen.findByText(
      /^Thank you! We received your quote request Q-\d{6}\.$/,
      {},
      { timeout: 10_000 },
    );
    const receipt = sent.closest('[role="status"]');
    expect(receipt).toHaveFocus();
    expect(receipt).toHaveTextContent(/We will answer by \w+day, \w+ \d{1,2}\.$/);
  });

  it('asks for more than the largest price break in the higher-quantity quote', async () => {
    const user = userEvent.setup();
    page.renderPage();
    await findTotal('Total $18.54, $18.54 per box');
    const section = screen.getByRole('region', { name: 'Need more than 5,000 boxes?' });
    await user.click(
      within(section).getByRole('button', { name: 'Get a quote for higher quantities' }),
    );
    const form = await within(section).findByRole('form', { name: 'Quote for higher quantities' });
    await user.type(within(form).getByLabelText(/^Name/), 'Grace Hopper');
    await user.type(within(form).getByLabelText(/^Email/), 'grace@example.com');
    await user.type(within(form).getByLabelText(/^Quantity/), '5000');
    await user.click(within(form).getByRole('button', { name: 'Send quote request' }));
    expect(await within(form).findByText('Enter at least 5,001 boxes')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/^Quantity/));
    await user.type(within(form).getByLabelText(/^Quantity/), '25000');
    await user.click(within(form).getByRole('button', { name: 'Send quote request' }));
    expect(
      await within(section).findByText(
        /^Thank you! We received your quote request Q-\d{6}\.$/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });

  it('says when the quote cannot be sent and keeps everything typed', async () => {
    const user = userEvent.setup();
    // The ecommerce service is not deployed where the client points: 404.
    page.renderPage({}, { options: { ecommerceUrl: `${SANDBOX_ORIGIN}/ecommerce/not-deployed` } });
    await findTotal('Total $18.54, $18.54 per box');
    await user.click(screen.getByRole('button', { name: 'Request a quote', expanded: false }));
    const form = await screen.findByRole('form', { name: 'Request a quote' });
    await user.type(within(form).getByLabelText(/^Name/), 'Ada Lovelace');
    await user.type(within(form).getByLabelText(/^Email/), 'ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send quote request' }));
    expect(
      await within(form).findByText(
        'We could not send your quote request. Please try again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    expect(within(form).getByLabelText(/^Quantity/)).toHaveValue('1');
  });
});
