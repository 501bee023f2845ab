import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityPriceSelector, type QuantityPriceSelectorProps } from './quantity-price-selector';
import {
  mailerPriceResponse,
  mailerSamplePriceResponse,
  samplePrices,
} from './testing/sample-catalog';
import { withCatalogProviders } from './testing/with-catalog-providers';

const priceList = samplePrices(mailerPriceResponse).priceList;
const quantities = priceList.map((entry) => entry.quantity);

function Controlled(props: QuantityPriceSelectorProps) {
  const [quantity, setQuantity] = useState(props.quantity);
  return (
    <QuantityPriceSelector
      {...props}
      quantity={quantity}
      onQuantityChange={(next) => {
        setQuantity(next);
        props.onQuantityChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Catalog/QuantityPriceSelector',
  component: QuantityPriceSelector,
  args: {
    quantities,
    quantity: 25,
    priceList,
    status: 'success',
    onQuantityChange: fn(),
    onRetry: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [withCatalogProviders({ className: 'max-w-md' })],
} satisfies Meta<typeof QuantityPriceSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Live prices per tier; choosing 250 boxes updates the total and the next price break. */
export const WithPrices: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Order 25 more, save \d+%/)).toBeVisible();
    const quantity = canvas.getByRole('combobox', { name: /^Quantity/ });
    await userEvent.selectOptions(
      quantity,
      within(quantity).getByRole('option', { name: /^250 boxes · \$522\.50/ }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith(250);
    await expect(canvas.getByText('Total $522.50, $2.09 per box')).toBeInTheDocument();
  },
};

/** Prices are on their way. */
export const Loading: Story = {
  args: { priceList: undefined, status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading prices…');
  },
};

/** The price service failed: the spec's message and a retry button. */
export const PriceUnavailable: Story = {
  args: { priceList: undefined, status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Unable to load price. Please retry again after sometime',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A $1 sample: quantity 1, no selector. */
export const Sample: Story = {
  args: {
    quantities: [1],
    quantity: 1,
    priceList: samplePrices(mailerSamplePriceResponse).priceList,
    fixedQuantity: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Quantity: 1 sample box')).toBeVisible();
    await expect(canvas.getByText('Total $1.00, $1.00 per box')).toBeInTheDocument();
  },
};
