import { money } from '@storefront/pricing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SelectionHeader } from './selection-header';
import { mailerSelectionAttributes } from './testing/sample-catalog';
import { withCatalogProviders } from './testing/with-catalog-providers';

const meta = {
  title: 'Catalog/SelectionHeader',
  component: SelectionHeader,
  args: {
    title: 'Custom Mailer Box',
    attributes: mailerSelectionAttributes,
    total: money('522.50'),
  },
  decorators: [withCatalogProviders()],
} satisfies Meta<typeof SelectionHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The showroom's summary of the current selection. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: 'Your selection: Custom Mailer Box' }),
    ).toBeVisible();
    await expect(canvas.getByText('$522.50')).toBeVisible();
    await expect(canvas.getByText('9 x 6 x 3 in')).toBeVisible();
  },
};

/** Before the price is known, and with a long product name. */
export const WithoutPrice: Story = {
  args: {
    title: 'Custom Document Mailer Box with Tear Strip and Peel-and-Seal Closure',
    attributes: { Quantity: 1000, Size: '12.5 x 9.5 x 1' },
    total: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Total')).toBeNull();
    await expect(canvas.getByText('1,000')).toBeVisible();
  },
};

/** While the prices load: the total's place is held by a placeholder, so nothing moves later. */
export const PriceLoading: Story = {
  args: {
    title: 'Custom Mailer Box',
    attributes: { Quantity: 250, Size: '9 x 6 x 3', 'Print Options': 'Outside full colour' },
    total: null,
    totalPending: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total')).toBeVisible();
    await expect(canvas.getByText('Loading prices…')).toBeInTheDocument();
  },
};
