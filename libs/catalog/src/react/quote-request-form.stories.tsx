import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuoteRequestForm } from './quote-request-form';
import { withCatalogProviders } from './testing/with-catalog-providers';

const receipt = {
  quoteId: 'Q-482913',
  status: 'received' as const,
  receivedAt: '2026-03-06T15:00:00.000Z',
  respondBy: '2026-03-10T15:00:00.000Z',
};

const meta = {
  title: 'Catalog/QuoteRequestForm',
  component: QuoteRequestForm,
  args: { kind: 'quote', defaultQuantity: 250, onSubmit: fn(async () => receipt) },
  decorators: [withCatalogProviders({ className: 'max-w-2xl' })],
} satisfies Meta<typeof QuoteRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled in and sent: the quote id and the date the store answers by. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Ada Lovelace');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Company/), 'Analytical Engines');
    await userEvent.click(canvas.getByRole('button', { name: 'Send quote request' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Thank you! We received your quote request Q-482913.',
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      company: 'Analytical Engines',
      quantity: 250,
      comments: '',
    });
  },
};

/** Sending a wrong form names each field and sends nothing. */
export const Invalid: Story = {
  args: { defaultQuantity: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@');
    await userEvent.type(canvas.getByLabelText(/^Phone/), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Send quote request' }));
    await expect(await canvas.findByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Enter a valid email address')).toBeVisible();
    await expect(
      canvas.getByText('Phone may contain +, spaces, hyphens and digits, 9 to 19 characters'),
    ).toBeVisible();
    await expect(canvas.getByText('Quantity is mandatory')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sending fails: the shopper is told and keeps everything typed. */
export const SendingFails: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('Service unavailable'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Ada');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send quote request' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not send your quote request. Please try again.',
    );
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Ada');
    await expect(canvas.getByLabelText(/^Quantity/)).toHaveValue('250');
  },
};

/** A quote for more than the largest price break. */
export const HigherQuantity: Story = {
  args: { kind: 'higher-quantity', minQuantity: 5001, defaultQuantity: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Quote for higher quantities' }),
    ).toBeVisible();
    await expect(canvas.getByText('At least 5,001 boxes')).toBeVisible();
  },
};
