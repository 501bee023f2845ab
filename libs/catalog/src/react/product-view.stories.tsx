import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductView } from './product-view';
import { DEFAULT_FEATURES, PARTNER_FEATURES, SHOWROOM_FEATURES } from './testing/brand-features';
import {
  MAILER_REVIEWS_URL,
  mailerConfigResponse,
  mailerPriceResponse,
  mailerSampleConfigResponse,
  mailerSamplePriceResponse,
  sampleConfig,
  seedProductPage,
  seedReviews,
  storyShippingEstimate,
} from './testing/sample-catalog';
import { withCatalogProviders } from './testing/with-catalog-providers';

/** A plain illustration as a data URL, so the story needs no image server. */
function illustration(label: string, size: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" fill="#c8a97e"/><path d="M20 40 50 25 80 40 80 75 50 90 20 75Z" fill="#a8845a"/><text x="50" y="60" font-size="8" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const images = [
  {
    url: illustration('Mailer box', 1319),
    width: 1319,
    height: 1319,
    alt: 'Custom mailer box, open',
  },
  { url: illustration('Closed', 714), width: 714, height: 714, alt: 'Custom mailer box, closed' },
  {
    url: illustration('Inside', 500),
    width: 500,
    height: 500,
    alt: 'Inside print of the mailer box',
  },
];

const meta = {
  title: 'Catalog/ProductView',
  component: ProductView,
  args: {
    productConfigId: 'custom-mailer-box',
    slug: 'custom-mailer-box',
    title: 'Custom Mailer Boxes',
    images,
    detailsTab: <p>E-flute corrugated board, printed inside and out, ships flat.</p>,
    processTab: <p>Design online or upload your artwork; our prepress team checks every file.</p>,
    reviewsUrl: MAILER_REVIEWS_URL,
    features: DEFAULT_FEATURES,
    shippingEstimateLayout: 'inline',
    siteOrigin: 'https://boxup.example',
    fetchShippingEstimate: storyShippingEstimate,
    onGetStarted: fn(),
    onOrderSample: fn(),
    onAddSample: fn(),
    onQuickAdd: fn(),
    onUploadArtwork: fn(),
  },
  decorators: [
    withCatalogProviders({
      seed: (queryClient) => {
        seedProductPage(queryClient, mailerConfigResponse, mailerPriceResponse);
        seedProductPage(queryClient, mailerSampleConfigResponse, mailerSamplePriceResponse);
        seedReviews(queryClient);
      },
    }),
  ],
} satisfies Meta<typeof ProductView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default store: every switch of its column; choosing 250 boxes updates the price. */
export const DefaultStore: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total $18.54, $18.54 per box')).toBeInTheDocument();
    const quantity = canvas.getByRole('combobox', { name: /^Quantity/ });
    await userEvent.selectOptions(
      quantity,
      within(quantity).getByRole('option', { name: /^250 boxes/ }),
    );
    await expect(canvas.getByText('Total $522.50, $2.09 per box')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Order a sample or proof' }));
    await expect(args.onOrderSample).toHaveBeenCalledWith('custom-mailer-box-sample');
    await expect(canvas.getByRole('tablist')).toBeVisible();
  },
};

/** The showroom: selection header, block shipping estimate, no tabs, share or reviews. */
export const Showroom: Story = {
  args: { features: SHOWROOM_FEATURES, shippingEstimateLayout: 'block' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: /^Your selection/ })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Shipping estimate' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Share' })).toBeNull();
  },
};

/** The partner store: upload button, no quotes, calculator or sample button. */
export const Partner: Story = {
  args: { features: PARTNER_FEATURES },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload artwork' }));
    await expect(args.onUploadArtwork).toHaveBeenCalled();
    await expect(canvas.queryByRole('region', { name: 'Request a quote' })).toBeNull();
  },
};

/** A $1 sample page: $1.00, quantity 1, 'Add sample' and the three-sample rule. */
export const SamplePage: Story = {
  args: {
    productConfigId: sampleConfig(mailerSampleConfigResponse).productKey,
    slug: 'custom-mailer-box-sample',
    title: 'Mailer Box Sample',
    sampleLines: [{ productKey: 'custom-gable-box-sample', size: '8 x 4 x 8' }],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total $1.00, $1.00 per box')).toBeInTheDocument();
    await expect(canvas.getByText('You can add 2 more samples.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add sample' }));
    await expect(args.onAddSample).toHaveBeenCalled();
  },
};

/** The price service cannot be reached: the spec's message and a retry button. */
export const PriceUnavailable: Story = {
  args: { features: { ...DEFAULT_FEATURES, reviewWidget: false } },
  decorators: [
    withCatalogProviders({
      seed: (queryClient) => {
        // Only the config: the price call answers 404.
        const config = sampleConfig(mailerConfigResponse);
        queryClient.setQueryData(['catalog', 'boxup', 'product-config', config.productKey], config);
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Unable to load price. Please retry again after sometime'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A product the catalogue does not have. */
export const NotFound: Story = {
  args: { productConfigId: 'custom-tube', reviewsUrl: null },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("We couldn't find the page."),
    ).toBeVisible();
  },
};
