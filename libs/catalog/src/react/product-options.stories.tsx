import { useControlledValue } from '@storefront/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productOptionsOf } from '../lib/product-page/product-options';
import { ProductOptions, type ProductOptionsProps } from './product-options';
import { mailerConfigResponse, sampleConfig } from './testing/sample-catalog';
import { withCatalogProviders } from './testing/with-catalog-providers';

const mailer = productOptionsOf(sampleConfig(mailerConfigResponse));

function Controlled(props: ProductOptionsProps) {
  const [value, change] = useControlledValue(props.value, props.onChange);
  return <ProductOptions {...props} value={value} onChange={change} />;
}

const meta = {
  title: 'Catalog/ProductOptions',
  component: ProductOptions,
  args: { options: mailer, value: mailer.defaults, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [withCatalogProviders()],
} satisfies Meta<typeof ProductOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mailer's sizes, print options and board colours; the shopper picks white board. */
export const Mailer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /Size/ })).toHaveDisplayValue('9 x 6 x 3 in');
    await userEvent.click(canvas.getByRole('radio', { name: 'White' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...mailer.defaults, color: 'White' });
    await expect(canvas.getByRole('radio', { name: 'White' })).toBeChecked();
  },
};

/** A size that is out of stock says so in its label. */
export const OutOfStockSize: Story = {
  args: {
    options: {
      ...mailer,
      sizes: mailer.sizes.map((size) =>
        size.value === '10 x 8 x 4' ? { ...size, inStock: false } : size,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const size = canvas.getByRole('combobox', { name: /Size/ });
    await expect(
      within(size).getByRole('option', { name: '10 x 8 x 4 in (out of stock)' }),
    ).toBeInTheDocument();
  },
};

/** A product with colours only (no sizes or print). */
export const ColoursOnly: Story = {
  args: {
    options: {
      sizes: [],
      printOptions: [],
      colors: ['Kraft'],
      defaults: { size: null, printOption: null, color: 'Kraft' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: /Size/ })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Kraft' })).toBeChecked();
  },
};
