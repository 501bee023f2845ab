import { createTestSandbox, type TestSandbox } from '@storefront/sandbox-api/testing';
import type { HttpFetch } from '@storefront/http';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CatalogClientOptions } from '../lib/api/catalog-client';
import { loadQuoteRequestForm } from './lazy-quote-request-form';
import { ProductPage, type ProductPageProps } from './product-page';
import { DEFAULT_FEATURES, PARTNER_FEATURES, SHOWROOM_FEATURES } from './testing/brand-features';
import { CatalogTestProviders, SANDBOX_ORIGIN } from './testing/catalog-test-providers';
import { sandboxShippingEstimate } from './testing/sandbox-shipping-estimate';

// The product page with the real price, products, selector, quote and share-link services of
// the sandbox, in-process.
vi.setConfig({ testTimeout: 30_000 });

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
}, 60_000);
afterAll(() => sandbox?.close());

const images = [
  { url: '/content/images/mailer-1.svg', width: 1319, height: 1319, alt: 'Mailer box, open' },
  { url: '/content/images/mailer-2.svg', width: 714, height: 714, alt: 'Mailer box, closed' },
  { url: '/content/images/mailer-3.svg', width: 500, height: 500, alt: 'Mailer box, inside print' },
];

function renderPage(
  props: Partial<ProductPageProps> = {},
  {
    fetch = sandbox.fetch,
    options,
  }: { fetch?: HttpFetch; options?: Partial<CatalogClientOptions> } = {},
) {
  const callbacks = {
    onGetStarted: vi.fn(),
    onOrderSample: vi.fn(),
    onAddSample: vi.fn(),
    onUploadArtwork: vi.fn(),
    onQuickAdd: vi.fn(),
  };
  render(
    <CatalogTestProviders fetch={fetch} {...(options ? { options } : {})}>
      <ProductPage
        productConfigId="custom-mailer-box"
        slug="custom-mailer-box"
        title="Custom Mailer Boxes"
        images={images}
        detailsTab={<p>Sturdy E-flute mailers.</p>}
        processTab={<p>We check every file.</p>}
        reviewsUrl="/content/reviews/custom-mailer-box"
        features={DEFAULT_FEATURES}
        shippingEstimateLayout="inline"
        siteOrigin="https://boxup.example"
        fetchShippingEstimate={sandboxShippingEstimate(fetch)}
        {...callbacks}
        {...props}
      />
    </CatalogTestProviders>,
  );
  return callbacks;
}

/** The accessible sentence of the price tag. */
async function findTotal(text: string | RegExp) {
  return screen.findByText(text, {}, { timeout: 10_000 });
}

async function chooseQuantity(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('button', { name: /^Quantity/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('ProductPage: options and live prices', () => {
  it('shows the default selection priced by the sandbox, and updates the price when the quantity changes', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Custom Mailer Boxes' }),
    ).toBeInTheDocument();

    await findTotal('Total $18.54, $18.54 per box');
    expect(screen.getByText(/^Order 9 more, save 70%/)).toBeInTheDocument();

    await chooseQuantity(user, /^250 boxes · \$522\.50 \(\$2\.09 each\)/);
    await findTotal('Total $522.50, $2.09 per box');
    expect(screen.getByText(/^Order 250 more, save \d+%/)).toBeInTheDocument();
  });

  it('prices again when an option changes (white board costs more)', async () => {
    const user = userEvent.setup();
    renderPage({ initialQuantity: 250 });
    await findTotal('Total $522.50, $2.09 per box');
    await user.click(screen.getByRole('radio', { name: 'White' }));
    await findTotal('Total $552.50, $2.21 per box');
  });

  it('preselects the allowed quantity nearest to ?quantity=', async () => {
    renderPage({
      productConfigId: 'custom-gable-box',
      slug: 'custom-gable-box',
      initialQuantity: 1,
    });
    const button = await screen.findByRole('button', { name: /^Quantity/ }, { timeout: 10_000 });
    await waitFor(() => expect(button).toHaveTextContent(/^50 boxes/));
  });

  it('says the product is out of stock for a size the warehouse ran out of', async () => {
    const user = userEvent.setup();
    renderPage({ productConfigId: 'custom-gable-box', slug: 'custom-gable-box' });
    await user.click(await screen.findByRole('button', { name: /^Size/ }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('option', { name: '10 x 6 x 8 in (out of stock)' }));
    expect(
      await screen.findByText(
        'Product is out of stock. Please try after sometime',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get started' })).toBeDisabled();
  });

  it('shows the spec message when prices cannot be loaded, and loads them on retry', async () => {
    const user = userEvent.setup();
    let priceServiceDown = true;
    // Until the "deployment" is fixed, price requests go to a path the sandbox does not serve.
    const fetch: HttpFetch = (request) => {
      const url = new URL(request.url);
      if (priceServiceDown && url.pathname.endsWith('/productPrice')) {
        url.pathname = '/price/not-deployed';
        return sandbox.fetch(new Request(url, request));
      }
      return sandbox.fetch(request);
    };
    renderPage({}, { fetch });
    expect(
      await screen.findByText(
        'Unable to load price. Please retry again after sometime',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();

    priceServiceDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await findTotal('Total $18.54, $18.54 per box');
    expect(
      screen.queryByText('Unable to load price. Please retry again after sometime'),
    ).toBeNull();
  });

  it('sizes every image and loads only the first eagerly', async () => {
    renderPage();
    const gallery = screen.getByRole('region', { name: 'Product images' });
    const shown = within(gallery).getAllByRole('img');
    expect(
      shown.map((image) => [
        image.getAttribute('width'),
        image.getAttribute('height'),
        image.getAttribute('loading'),
      ]),
    ).toEqual([
      ['1319', '1319', 'eager'],
      ['500', '500', 'lazy'],
      ['500', '500', 'lazy'],
    ]);
  });

  it("says it couldn't find a product the catalogue lacks", async () => {
    renderPage({ productConfigId: 'custom-tube' });
    expect(
      await screen.findByText("We couldn't find the page.", {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('checks the selection with the selector service before Get started hands it on', async () => {
    const user = userEvent.setup();
    const { onGetStarted } = renderPage({ initialQuantity: 250 });
    await findTotal('Total $522.50, $2.09 per box');
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(onGetStarted).toHaveBeenCalledTimes(1));
    expect(onGetStarted).toHaveBeenCalledWith({
      productKey: 'custom-mailer-box',
      attributes: {
        Quantity: 250,
        Size: '9 x 6 x 3',
        Width: 9,
        Height: 6,
        Depth: 3,
        'Print Options': 'Outside full colour',
        Color: 'Kraft',
      },
    });
  });

  it('recommends a quantity with the calculator and uses it', async () => {
    const user = userEvent.setup();
    renderPage();
    await findTotal('Total $18.54, $18.54 per box');
    const calculator = screen.getByRole('region', { name: 'Quantity calculator' });
    await user.click(within(calculator).getByRole('button', { name: 'Calculate' }));
    expect(within(calculator).getByText('Length is required')).toBeInTheDocument();
    expect(within(calculator).getByText('Quantity is required')).toBeInTheDocument();

    await user.type(within(calculator).getByLabelText(/Length/), '10');
    await user.type(within(calculator).getByLabelText(/Width/), '8');
    await user.type(within(calculator).getByLabelText(/Height/), '4');
    await user.type(within(calculator).getByLabelText(/Product to ship/), '1e00');
    await user.click(within(calculator).getByRole('button', { name: 'Calculate' }));
    expect(within(calculator).getByText('We recommend 48 boxes.')).toBeInTheDocument();
    await user.click(within(calculator).getByRole('button', { name: 'Use 48 boxes' }));
    // 48 is not a price break: the next one up is 50.
    expect(screen.getByRole('button', { name: /^Quantity/ })).toHaveTextContent(/^50 boxes/);
  });

  it("calculates with the product's meta from the products service (gable boxes step by 50)", async () => {
    const user = userEvent.setup();
    renderPage({
      productConfigId: 'custom-gable-box',
      slug: 'custom-gable-box',
      title: 'Custom Gable Boxes',
    });
    await findTotal(/^Total \$[\d,.]+, \$[\d.]+ per box$/);
    const calculator = screen.getByRole('region', { name: 'Quantity calculator' });
    await user.type(within(calculator).getByLabelText(/Length/), '8');
    await user.type(within(calculator).getByLabelText(/Width/), '4');
    await user.type(within(calculator).getByLabelText(/Height/), '8');
    await user.type(within(calculator).getByLabelText(/Product to ship/), '100');
    await user.click(within(calculator).getByRole('button', { name: 'Calculate' }));
    // 10 cartons × 872.7 in³ ÷ (8 × 4 × 8 × 0.75) = 45.45 → 46 boxes, rounded up to the
    // product's increment of 50 (the spec's default of 12 would give 48).
    expect(await within(calculator).findByText('We recommend 50 boxes.')).toBeInTheDocument();
  });
});

describe('ProductPage: counts in the singular and the plural (i18next plural rules)', () => {
  it('says 1 box and 1 carton, never 1 boxes', async () => {
    const user = userEvent.setup();
    renderPage();
    await findTotal('Total $18.54, $18.54 per box');
    const quantityButton = screen.getByRole('button', { name: /^Quantity/ });
    expect(quantityButton).toHaveTextContent(/1 box · \$18\.54/);
    expect(quantityButton).not.toHaveTextContent(/1 boxes/);
    await user.click(quantityButton);
    expect(await screen.findByRole('option', { name: /^25 boxes · / })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const calculator = screen.getByRole('region', { name: 'Quantity calculator' });
    await user.type(within(calculator).getByLabelText(/Length/), '20');
    await user.type(within(calculator).getByLabelText(/Width/), '20');
    await user.type(within(calculator).getByLabelText(/Height/), '20');
    await user.type(within(calculator).getByLabelText(/Product to ship/), '5');
    await user.click(within(calculator).getByRole('button', { name: 'Calculate' }));
    // 1 carton (872.7 in³) fits in one 20 × 20 × 20 box packed three-quarters full.
    expect(
      await within(calculator).findByText(/^1 carton of product needs 1 box\./),
    ).toBeInTheDocument();
  });

  it('says 1 Schachtel in German', async () => {
    render(
      <CatalogTestProviders fetch={sandbox.fetch} language="de">
        <ProductPage
          productConfigId="custom-mailer-box"
          slug="custom-mailer-box"
          title="Mailer-Schachteln"
          images={images}
          detailsTab={<p>Details</p>}
          processTab={<p>Ablauf</p>}
          reviewsUrl={null}
          features={DEFAULT_FEATURES}
          shippingEstimateLayout="inline"
          siteOrigin="https://boxup.example"
          onGetStarted={() => {}}
        />
      </CatalogTestProviders>,
    );
    const quantityButton = await screen.findByRole(
      'button',
      { name: /^Menge/ },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(quantityButton).toHaveTextContent(/1 Schachtel · /));
  });
});

describe('ProductPage: quote requests', () => {
  // The form's code loads when a shopper goes for a quote button; here it is loaded up front:
  // a render that suspended on it inside user-event's act did not resume in this test setup.
  beforeAll(() => loadQuoteRequestForm(), 30_000);

  it('validates the quote form, keeps what was typed, and shows the quote id when sent', async () => {
    const user = userEvent.setup();
    renderPage();
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
    renderPage();
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
    renderPage({}, { options: { ecommerceUrl: `${SANDBOX_ORIGIN}/ecommerce/not-deployed` } });
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

describe('ProductPage: share links', () => {
  it('creates a link with the name (and no email), shows and copies it', async () => {
    const user = userEvent.setup();
    renderPage({ initialQuantity: 250 });
    await findTotal('Total $522.50, $2.09 per box');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this product' });
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('Your name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Your name/), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const field = await within(dialog).findByLabelText('Link to share', {}, { timeout: 10_000 });
    expect((field as HTMLInputElement).value).toMatch(
      /^https:\/\/boxup\.example\/product\/custom-mailer-box\?share=[\w-]{12}$/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await within(dialog).findByText('Link copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe((field as HTMLInputElement).value);
  });

  it('preselects a shared selection and says who shared it; an unknown link is invalid or expired', async () => {
    const response = await sandbox.fetch('/session/generateUniqueURL', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        storefrontId: 'boxup',
        siteUrl: 'https://boxup.example',
        kind: 'product',
        productKey: 'custom-mailer-box',
        selection: { Quantity: 100, Size: '12 x 9 x 4', Color: 'White' },
        name: 'Grace',
      }),
    });
    const { id } = (await response.json()) as { id: string };
    renderPage({ shareId: id });
    expect(
      await screen.findByText(
        'You are viewing a selection shared by Grace.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Quantity/ })).toHaveTextContent(/^100 boxes/);
    expect(screen.getByRole('button', { name: /^Size/ })).toHaveTextContent('12 x 9 x 4 in');
    expect(screen.getByRole('radio', { name: 'White' })).toBeChecked();
  });

  it('says an unknown share link is invalid or expired', async () => {
    renderPage({ shareId: 'no-such-link' });
    expect(
      await screen.findByText('Request is invalid or expired', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('ProductPage: $1 sample pages', () => {
  const sample = {
    productConfigId: 'custom-mailer-box-sample',
    slug: 'custom-mailer-box-sample',
    title: 'Mailer Box Sample',
  };

  it('shows the $1 price, quantity 1 and adds the sample', async () => {
    const user = userEvent.setup();
    const { onAddSample } = renderPage(sample);
    await findTotal('Total $1.00, $1.00 per box');
    expect(screen.getByText('Quantity: 1 sample box')).toBeInTheDocument();
    expect(
      screen.getByText(
        'A customer may have up to three $1 samples, one per size and style at a time.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get started' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add sample' }));
    expect(onAddSample).toHaveBeenCalledWith({
      productKey: 'custom-mailer-box-sample',
      attributes: expect.objectContaining({ Quantity: 1, Size: '9 x 6 x 3' }),
    });
  });

  it('refuses a fourth sample and the same sample twice', async () => {
    const user = userEvent.setup();
    const { onAddSample } = renderPage({
      ...sample,
      sampleLines: [
        { productKey: 'custom-gable-box-sample', size: '8 x 4 x 8' },
        { productKey: 'shipping-box-sample', size: '10 x 8 x 6' },
        { productKey: 'custom-square-mailer-box-sample', size: '8 x 4 x 8' },
      ],
    });
    await findTotal('Total $1.00, $1.00 per box');
    await user.click(screen.getByRole('button', { name: 'Add sample' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You already have three $1 samples.');
    expect(onAddSample).not.toHaveBeenCalled();
  });

  it('refuses the same style in the same size', async () => {
    const user = userEvent.setup();
    const { onAddSample } = renderPage({
      ...sample,
      sampleLines: [{ productKey: 'custom-mailer-box-sample', size: '9 x 6 x 3' }],
    });
    await findTotal('Total $1.00, $1.00 per box');
    expect(screen.getByText('You can add 2 more samples.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add sample' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You already have this sample in this size. Choose another size or style.',
    );
    expect(onAddSample).not.toHaveBeenCalled();
  });
});

describe('ProductPage: feature switches per brand (spec §1)', () => {
  async function settled() {
    await findTotal('Total $18.54, $18.54 per box');
  }

  it('default store: tabs, share link, sample button, upsell, reviews, process tile, quick add, quotes, calculator, inline estimate; no selection header or upload', async () => {
    const user = userEvent.setup();
    const callbacks = renderPage({ features: DEFAULT_FEATURES });
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
    renderPage({ features: SHOWROOM_FEATURES, shippingEstimateLayout: 'block' });
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
    const callbacks = renderPage({ features: PARTNER_FEATURES });
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
    renderPage({ features: { ...DEFAULT_FEATURES, shippingEstimate: false } });
    await settled();
    expect(screen.queryByText(/^Arrives by/)).toBeNull();
    expect(screen.queryByText('Estimate for Arlington, TX 76001')).toBeNull();
  });
});

describe('ProductPage in German', () => {
  it('shows the German catalogue', async () => {
    render(
      <CatalogTestProviders fetch={sandbox.fetch} language="de">
        <ProductPage
          productConfigId="custom-mailer-box"
          slug="custom-mailer-box"
          title="Mailer-Schachteln"
          images={images}
          detailsTab={<p>Details</p>}
          processTab={<p>Ablauf</p>}
          reviewsUrl={null}
          features={PARTNER_FEATURES}
          shippingEstimateLayout="inline"
          siteOrigin="https://kartonwerk.example"
          onGetStarted={() => {}}
        />
      </CatalogTestProviders>,
    );
    expect(
      await screen.findByRole('button', { name: 'Jetzt gestalten' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Produktdetails' })).toBeInTheDocument();
  });
});
