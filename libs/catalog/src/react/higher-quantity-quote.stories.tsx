import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HigherQuantityQuote } from './higher-quantity-quote';
import { loadQuoteRequestForm } from './lazy-quote-request-form';
import { withCatalogProviders } from './testing/with-catalog-providers';

const meta = {
  title: 'Catalog/HigherQuantityQuote',
  component: HigherQuantityQuote,
  args: {
    largestQuantity: 5000,
    onSubmit: fn(async () => ({
      quoteId: 'Q-100200',
      status: 'received' as const,
      receivedAt: '2026-03-06T15:00:00.000Z',
      respondBy: '2026-03-10T15:00:00.000Z',
    })),
  },
  // The form's code is its own chunk: loaded before the story renders, so it opens at once.
  loaders: [async () => ({ form: await loadQuoteRequestForm() })],
  decorators: [withCatalogProviders({ className: 'max-w-2xl' })],
} satisfies Meta<typeof HigherQuantityQuote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the offer and its button. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Need more than 5,000 boxes?' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Get a quote for higher quantities' }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opened: a quantity of 5,000 is refused, 25,000 is sent. */
export const Opened: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Get a quote for higher quantities' }),
    );
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Grace Hopper');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'grace@example.com');
    await userEvent.type(canvas.getByLabelText(/^Quantity/), '5000');
    await userEvent.click(canvas.getByRole('button', { name: 'Send quote request' }));
    await expect(await canvas.findByText('Enter at least 5,001 boxes')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Quantity/), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Send quote request' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Q-100200');
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ quantity: 50000 }));
  },
};
