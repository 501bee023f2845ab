import { sandboxPerFile } from '@storefront/sandbox-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES, PARTNER_FEATURES, SHOWROOM_FEATURES } from './testing/brand-features';
import {
  GERMAN_PAGE,
  chooseQuantity,
  findTotal,
  productPageSandbox,
} from './testing/product-view-sandbox';

// The product page with the sandbox's services, in-process: the feature switches of each brand, and
// the German catalogue.
const page = productPageSandbox(sandboxPerFile());

describe('ProductView: feature switches per brand (spec §1)', () => {
  async function settled() {
    await findTotal('Total $18.54, $18.54 per box');
  }

  it('default store: tabs, share link, sample button, upsell, reviews, process tile, quick add, quotes, calculator, inline estimate; no selection header or upload', async () => {
    const user = userEvent.setup();
    const callbacks = page.renderPage({ features: DEFAULT_FEATURES });
    await settled();
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Product Details' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Our Process' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quick add to cart' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Complete your order' })).toBeInTheDocument();
    // The process tile (the 'Our Process' tab is a tab panel, not a region).
    expect(screen.getAllByRole('region', { name: 'Our Process' })).toHaveLength(1);
    const reviews = screen.getByRole('region', { name: 'Customer reviews' });
    expect(
      await within(reviews).findByText(/^\d\.\d out of 5 stars$/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Request a quote' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Need more than 5,000 boxes?' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quantity calculator' })).toBeInTheDocument();
    expect((await screen.findByText(/^Arrives by/)).closest('[data-layout]')).toHaveAttribute(
      'data-layout',
      'inline',
    );
    expect(screen.queryByRole('region', { name: 'Your selection: Custom Mailer Box' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload artwork' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Order a sample or proof' }));
    expect(callbacks.onOrderSample).toHaveBeenCalledWith('custom-mailer-box-sample');
  });

  it('showroom: selection header, block estimate, quotes and calculator; no tabs, share, sample button, upsell, reviews, process tile or quick add', async () => {
    const user = userEvent.setup();
    page.renderPage({ features: SHOWROOM_FEATURES, shippingEstimateLayout: 'block' });
    await settled();
    const header = screen.getByRole('region', { name: 'Your selection: Custom Mailer Box' });
    expect(within(header).getByText('Total').nextSibling).toHaveTextContent('$18.54');
    await chooseQuantity(user, /^25 boxes/);
    await waitFor(() =>
      expect(within(header).getByText('Quantity').nextSibling).toHaveTextContent('25'),
    );

    expect(screen.getByRole('region', { name: 'Shipping estimate' })).toHaveAttribute(
      'data-layout',
      'block',
    );
    expect(screen.getByRole('region', { name: 'Request a quote' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Need more than/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quantity calculator' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Product Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our Process' })).toBeInTheDocument();
    for (const name of [
      'Share',
      'Order a sample or proof',
      'Quick add to cart',
      'Upload artwork',
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('complementary', { name: 'Complete your order' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Customer reviews' })).toBeNull();
    // Only the stacked 'Our Process' content, no process tile.
    expect(screen.getAllByRole('region', { name: 'Our Process' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Our Process' })).toHaveTextContent(
      'We check every file.',
    );
  });

  it('partner: tabs, reviews, process tile, quick add and upload; no share, sample button, upsell, quotes, calculator or selection header', async () => {
    const user = userEvent.setup();
    const callbacks = page.renderPage({ features: PARTNER_FEATURES });
    await settled();
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Customer reviews' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our Process' })).not.toHaveTextContent(
      'We check every file.',
    );
    expect(screen.getByRole('button', { name: 'Quick add to cart' })).toBeInTheDocument();
    expect(await screen.findByText(/^Arrives by/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload artwork' }));
    expect(callbacks.onUploadArtwork).toHaveBeenCalledWith(
      expect.objectContaining({ productKey: 'custom-mailer-box' }),
    );
    for (const name of ['Share', 'Order a sample or proof']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('complementary', { name: 'Complete your order' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Request a quote' })).toBeNull();
    expect(screen.queryByRole('region', { name: /^Need more than/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Quantity calculator' })).toBeNull();
    expect(screen.queryByRole('region', { name: /^Your selection/ })).toBeNull();
  });

  it('hides the shipping estimate when its switch is off', async () => {
    page.renderPage({ features: { ...DEFAULT_FEATURES, shippingEstimate: false } });
    await settled();
    expect(screen.queryByText(/^Arrives by/)).toBeNull();
    expect(screen.queryByText('Estimate for Arlington, TX 76001')).toBeNull();
  });
});

describe('ProductView in German', () => {
  it('shows the German catalogue', async () => {
    page.renderPage(
      { ...GERMAN_PAGE, features: PARTNER_FEATURES, siteOrigin: 'https://kartonwerk.example' },
      { language: 'de' },
    );
    expect(
      await screen.findByRole('button', { name: 'Jetzt gestalten' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Produktdetails' })).toBeInTheDocument();
  });
});
