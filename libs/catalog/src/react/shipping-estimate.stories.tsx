import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShippingEstimate } from './shipping-estimate';
import { storyShippingEstimate, storyShippingEstimateFailure } from './testing/sample-catalog';
import { withCatalogProviders } from './testing/with-catalog-providers';

const meta = {
  title: 'Catalog/ShippingEstimate',
  component: ShippingEstimate,
  args: {
    layout: 'inline',
    productKey: 'custom-mailer-box',
    quantity: 250,
    fetchEstimate: storyShippingEstimate,
  },
  decorators: [withCatalogProviders()],
} satisfies Meta<typeof ShippingEstimate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines under the price (default and partner stores): the Standard option's arrival and cost. */
export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Arrives by Friday, March 20')).toBeVisible();
    await expect(canvas.getByText('Standard shipping: $10.10')).toBeVisible();
    await expect(canvas.getByText('Estimate for Arlington, TX 76001')).toBeVisible();
  },
};

/** A block with a heading (the showroom). */
export const Block: Story = {
  args: { layout: 'block' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Shipping estimate' })).toBeVisible();
    await expect(await canvas.findByText('Arrives by Friday, March 20')).toBeVisible();
  },
};

/** The delivery-options service cannot quote the postal code. */
export const Unavailable: Story = {
  args: { fetchEstimate: storyShippingEstimateFailure },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Unable to recieve Shipping Options for the given Postal Code'),
    ).toBeVisible();
  },
};
