import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showroomStore } from '../../../lib/variants/showroom-store';
import { setUpStorefrontSandbox } from '../../testing/storefront-sandbox';

// The product route: content from the content service around the catalogue's product page,
// priced by the in-process sandbox.
const sandbox = setUpStorefrontSandbox(createTestSandbox, {
  asyncUtilTimeout: 10_000,
  testTimeout: 30_000,
});

describe('/product/:slug', () => {
  it('shows the product from the content service with live prices that follow the quantity', async () => {
    const user = userEvent.setup();
    await sandbox.render('/product/custom-mailer-box');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Custom Mailer Boxes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Product Details' })).toBeInTheDocument();
    expect(await screen.findByText('Total $18.54, $18.54 per box')).toBeInTheDocument();
    const quantity = screen.getByRole('combobox', { name: /^Quantity/ });
    await user.selectOptions(
      quantity,
      within(quantity).getByRole('option', { name: /^250 boxes/ }),
    );
    expect(await screen.findByText('Total $522.50, $2.09 per box')).toBeInTheDocument();
    expect(document.title).toBe('Custom Mailer Boxes | BoxUp');
  });

  it("estimates shipping with the cart's delivery-options call for Arlington, TX 76001", async () => {
    await sandbox.render('/product/custom-mailer-box');
    // One box, Standard: $9.95 + $0.15 a box, quoted by the sandbox (not today plus fixed days).
    expect(await screen.findByText('Standard shipping: $10.10')).toBeInTheDocument();
    expect(screen.getByText(/^Arrives by \w+day, \w+ \d{1,2}$/)).toBeInTheDocument();
    expect(screen.getByText('Estimate for Arlington, TX 76001')).toBeInTheDocument();
  });

  it('preselects ?quantity= and sends "Get started" to the designer with the selection', async () => {
    const user = userEvent.setup();
    const { router } = await sandbox.render('/product/custom-mailer-box?quantity=250');
    expect(await screen.findByText('Total $522.50, $2.09 per box')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/template-designer'));
    const { search } = router.state.location;
    const query = new URLSearchParams(search);
    expect(query.get('product')).toBe('custom-mailer-box');
    expect(query.get('Quantity')).toBe('250');
  });

  it('follows the showroom switches and keeps linkID', async () => {
    await sandbox.render('/product/custom-mailer-box?linkID=abc', { variant: showroomStore });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Custom Mailer Boxes' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: /sample/i })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Product Details' })).toBeInTheDocument();
  });

  it('shows the not-found page for a product the content service does not know', async () => {
    await sandbox.render('/product/no-such-box');
    expect(await screen.findByText("We couldn't find the page.")).toBeInTheDocument();
  });
});
