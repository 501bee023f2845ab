import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceLines } from '../testing/price-lines';
import { Card } from './card';

const meta = {
  title: 'UI kit/Card',
  component: Card,
  args: { className: 'max-w-sm' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

function OrderSummary() {
  return (
    <>
      <h2 id="summary-title" className="font-brand-heading text-lg font-semibold">
        Order summary
      </h2>
      <PriceLines
        className="mt-3"
        lines={[
          { term: '500 × Mailer box', amountInCents: 124950 },
          { term: 'Coupon SPRING', amountInCents: 500, negative: true, tone: 'success' },
        ]}
      />
    </>
  );
}

export const Outlined: Story = {
  args: { as: 'section', 'aria-labelledby': 'summary-title', children: <OrderSummary /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Order summary' })).toBeInTheDocument();
  },
};

export const Elevated: Story = {
  args: { variant: 'elevated', children: <OrderSummary /> },
};

export const Muted: Story = {
  args: {
    variant: 'muted',
    padding: 'sm',
    children: <p className="text-sm">Free shipping on orders over $500.00.</p>,
  },
};

export const LongText: Story = {
  args: {
    children: (
      <p>
        Every box is printed on demand in our own plant. Once you approve the digital proof we
        schedule your order for the next free press slot, check the first boxes off the line by
        hand, and ship the full run flat-packed on a pallet or in cartons, depending on the
        quantity.
      </p>
    ),
  },
};
