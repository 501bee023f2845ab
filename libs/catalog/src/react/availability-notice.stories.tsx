import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AvailabilityNotice } from './availability-notice';
import { withCatalogProviders } from './testing/with-catalog-providers';

const meta = {
  title: 'Catalog/AvailabilityNotice',
  component: AvailabilityNotice,
  decorators: [withCatalogProviders()],
} satisfies Meta<typeof AvailabilityNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chosen size is out of stock. */
export const OutOfStock: Story = {
  args: {
    availability: { available: false, maxQuantity: 0, reason: 'OutOfStock', message: null },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Product is out of stock. Please try after sometime',
    );
  },
};

/** More boxes than the warehouse has. */
export const QuantityNotInStock: Story = {
  args: {
    availability: {
      available: false,
      maxQuantity: 7500,
      reason: 'QuantityNotInStock',
      message: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Selected quantity of item is not in stock',
    );
  },
};

/** The availability check failed (ECX018). */
export const CheckFailed: Story = {
  args: { availability: undefined, error: new Error('offline') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Unable to check shipping and availability. Please try again.',
    );
  },
};

/** Available: nothing to say. */
export const Available: Story = {
  args: { availability: { available: true, maxQuantity: 10000, reason: null, message: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
