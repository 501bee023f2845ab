// Test helper of the product page's sandbox tests (not exported): the product page of the
// mailer box with the real price, products, selector, quote, share-link and delivery-options
// services of the sandbox, in-process. The sandbox is passed in (`sandboxPerFile()`), since
// only tests may import `@storefront/sandbox-api/testing`.
import type { HttpFetch } from '@storefront/http';
import { render, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { CatalogClientOptions } from '../../lib/api/catalog-client';
import { ProductView, type ProductViewProps } from '../product-view';
import { DEFAULT_FEATURES } from './brand-features';
import { CatalogTestProviders } from './catalog-test-providers';
import { sandboxShippingEstimate } from './sandbox-shipping-estimate';

/** What this helper needs of the in-process sandbox (read when a test runs). */
interface InProcessSandbox {
  fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
}

/** How one test renders the page: another transport, client options or language. */
export interface ProductPageRenderOptions {
  fetch?: HttpFetch;
  options?: Partial<CatalogClientOptions>;
  language?: 'en' | 'de';
}

const images = [
  { url: '/content/images/mailer-1.svg', width: 1319, height: 1319, alt: 'Mailer box, open' },
  { url: '/content/images/mailer-2.svg', width: 714, height: 714, alt: 'Mailer box, closed' },
  { url: '/content/images/mailer-3.svg', width: 500, height: 500, alt: 'Mailer box, inside print' },
];

/** The German page's own props (no reviews, German title and tabs). */
export const GERMAN_PAGE: Partial<ProductViewProps> = {
  title: 'Mailer-Schachteln',
  detailsTab: <p>Details</p>,
  processTab: <p>Ablauf</p>,
  reviewsUrl: null,
};

/**
 * `renderPage`, which renders the mailer box's product page on the test file's in-process
 * sandbox with spied callbacks, `props` replacing the defaults; the file's tests get 30 s.
 *
 * @example
 * const page = productPageSandbox(sandboxPerFile());
 * it('prices', async () => {
 *   page.renderPage({ initialQuantity: 250 });
 *   await findTotal('Total $522.50, $2.09 per box');
 * });
 */
export function productPageSandbox(sandbox: InProcessSandbox) {
  vi.setConfig({ testTimeout: 30_000 });

  function renderPage(
    props: Partial<ProductViewProps> = {},
    { fetch = sandbox.fetch, options, language }: ProductPageRenderOptions = {},
  ) {
    const callbacks = {
      onGetStarted: vi.fn(),
      onOrderSample: vi.fn(),
      onAddSample: vi.fn(),
      onUploadArtwork: vi.fn(),
      onQuickAdd: vi.fn(),
    };
    render(
      <CatalogTestProviders
        fetch={fetch}
        {...(options ? { options } : {})}
        {...(language ? { language } : {})}
      >
        <ProductView
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

  return {
    /** The sandbox's transport; read it inside tests, once the sandbox has started. */
    get fetch() {
      return sandbox.fetch;
    },
    renderPage,
  };
}

/** The accessible sentence of the price tag. */
export async function findTotal(text: string | RegExp) {
  return screen.findByText(text, {}, { timeout: 10_000 });
}

/** Chooses the option named `name` in the select labelled `label`. */
export async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  label: RegExp,
  name: string | RegExp,
) {
  const select = await screen.findByRole('combobox', { name: label }, { timeout: 10_000 });
  await user.selectOptions(select, within(select).getByRole('option', { name }));
}

/** Chooses the option named `name` in the quantity select. */
export async function chooseQuantity(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await chooseOption(user, /^Quantity/, name);
}

/** What a shopper types into the quantity calculator: box inches and cartons of product. */
export interface CalculatorInput {
  length: string;
  width: string;
  height: string;
  product: string;
}

/**
 * Types `input` into the page's quantity calculator and presses Calculate; returns the
 * calculator's region, where the test reads the answer.
 *
 * @example
 * const calculator = await calculate(user, { length: '10', width: '8', height: '4', product: '1e00' });
 * expect(within(calculator).getByText('We recommend 48 boxes.')).toBeInTheDocument();
 */
export async function calculate(
  user: ReturnType<typeof userEvent.setup>,
  { length, width, height, product }: CalculatorInput,
) {
  const calculator = screen.getByRole('region', { name: 'Quantity calculator' });
  await user.type(within(calculator).getByLabelText(/Length/), length);
  await user.type(within(calculator).getByLabelText(/Width/), width);
  await user.type(within(calculator).getByLabelText(/Height/), height);
  await user.type(within(calculator).getByLabelText(/Product to ship/), product);
  await user.click(within(calculator).getByRole('button', { name: 'Calculate' }));
  return calculator;
}
