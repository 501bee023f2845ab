import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceLines } from '../testing/price-lines';
import { Price } from './price';

const meta = {
  title: 'UI kit/Price',
  component: Price,
  args: { amountInCents: 123450 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,234.50')).toBeInTheDocument();
  },
};

export const Discount: Story = {
  args: { amountInCents: 500, negative: true, tone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-$5.00')).toHaveClass('text-success');
  },
};

export const Muted: Story = {
  args: { amountInCents: 249, tone: 'muted' },
};

export const Owed: Story = {
  args: { amountInCents: -1250, tone: 'danger' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('-$12.50')).toHaveClass('text-danger');
  },
};

export const LargeBigint: Story = {
  args: { amountInCents: 12345678901234567n },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$123,456,789,012,345.67')).toBeInTheDocument();
  },
};

export const CartLines: Story = {
  render: () => (
    <PriceLines
      className="max-w-xs"
      lines={[
        { term: 'Subtotal', amountInCents: 124950 },
        { term: 'Coupon SPRING', amountInCents: 500, negative: true, tone: 'success' },
        { term: 'Shipping', amountInCents: 0, tone: 'muted' },
        { term: 'Total', amountInCents: 124950 - 500, emphasis: true },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$1,244.50')).toBeInTheDocument();
  },
};
