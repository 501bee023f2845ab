import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from '../price/price';
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
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1 text-sm">
        <dt>500 × Mailer box</dt>
        <dd className="text-end">
          <Price amountInCents={124950} />
        </dd>
        <dt>Coupon SPRING</dt>
        <dd className="text-end">
          <Price amountInCents={500} negative tone="success" />
        </dd>
      </dl>
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
