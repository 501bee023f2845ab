import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@storefront/http';
import { money } from '@storefront/pricing';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CartUpsell, type CartUpsellOffer, type CartUpsellProps } from './cart-upsell';
import { cartStory } from './testing/cart-story';

const INSERT: CartUpsellOffer = {
  id: 'shipping-box-insert',
  name: 'Shipping Box Insert',
  attributes: ['12 x 12 x 12', 'Kraft'],
  quantity: 10,
  price: money('12.50'),
  isSample: false,
};
const MAILER_SAMPLE: CartUpsellOffer = {
  id: 'custom-mailer-box-sample',
  name: 'Mailer Box Sample',
  attributes: ['9 x 6 x 3'],
  quantity: 1,
  price: money('1.00'),
  isSample: true,
};
const GABLE_SAMPLE: CartUpsellOffer = {
  id: 'custom-gable-box-sample',
  name: 'Gable Box Sample',
  attributes: ['8 x 4 x 8'],
  quantity: 1,
  price: money('1.00'),
  isSample: true,
};
const RULE = 'A customer may have up to three $1 samples, one per size and style at a time.';

const meta = {
  title: 'Cart/CartUpsell',
  component: CartUpsell,
  ...cartStory,
  args: {
    offers: [INSERT, MAILER_SAMPLE, GABLE_SAMPLE],
    note: RULE,
    onAdd: fn(async () => undefined),
  },
} satisfies Meta<typeof CartUpsell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The insert and two $1 samples; Add on the insert says it was added. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Complete your order' });
    await expect(within(panel).getByText(RULE)).toBeInTheDocument();
    await expect(within(panel).getByText('$12.50')).toBeInTheDocument();
    await expect(within(panel).getByText('12 x 12 x 12 · Kraft · Quantity 10')).toBeInTheDocument();
    await expect(within(panel).getAllByText('$1 sample')).toHaveLength(2);
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Add Shipping Box Insert to the cart' }),
    );
    await expect(args.onAdd).toHaveBeenCalledWith(INSERT);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Shipping Box Insert added to your cart.',
    );
  },
};

/** A refused add shows the page's words for the failure; the offer stays. */
export const AddRefused: Story = {
  args: {
    offers: [MAILER_SAMPLE],
    onAdd: fn(async () => {
      throw new ApiError({
        status: 400,
        code: 'ECX023',
        serviceCode: 'SampleLimitReached',
        detail: 'A customer may have up to three $1 samples.',
      });
    }),
    failureMessage: (error, fallback) =>
      error instanceof ApiError ? (error.detail ?? fallback) : fallback,
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Add Mailer Box Sample to the cart' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'A customer may have up to three $1 samples.',
    );
    await expect(
      canvas.getByRole('button', { name: 'Add Mailer Box Sample to the cart' }),
    ).toBeEnabled();
  },
};

/** Without words of its own for a failure, the panel says it could not add the offer. */
export const AddFailed: Story = {
  args: {
    offers: [GABLE_SAMPLE],
    onAdd: fn(async () => {
      throw new Error('network down');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Gable Box Sample to the cart' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to add Gable Box Sample to your cart. Please try again.',
    );
  },
};

function ShrinkingUpsell(props: CartUpsellProps) {
  const [offers, setOffers] = useState(props.offers);
  return (
    <CartUpsell
      {...props}
      offers={offers}
      onAdd={async (offer) => {
        await props.onAdd(offer);
        setOffers((current) => current.filter((each) => each.id !== offer.id));
      }}
    />
  );
}

/**
 * Added offers leave the list (as on the cart page): focus moves to the heading, and when the
 * last one goes the panel is gone and only the message stays, focused.
 */
export const OffersLeaveWhenAdded: Story = {
  args: { offers: [INSERT, MAILER_SAMPLE] },
  render: (args) => <ShrinkingUpsell {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Add Mailer Box Sample to the cart' }),
    );
    const heading = canvas.getByRole('heading', { name: 'Complete your order' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: /Mailer Box Sample/ })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Add Shipping Box Insert to the cart' }),
    );
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Shipping Box Insert added to your cart.');
    await waitFor(() => expect(status).toHaveFocus());
    await expect(canvas.queryByRole('region', { name: 'Complete your order' })).toBeNull();
  },
};

/** Nothing to offer: nothing is shown. */
export const NothingToOffer: Story = {
  args: { offers: [] },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="cart-upsell"]')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** German. */
export const German: Story = {
  parameters: { language: 'de' },
  args: { note: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Ergänzen Sie Ihre Bestellung' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Shipping Box Insert zum Warenkorb hinzufügen' }),
    ).toBeInTheDocument();
  },
};
