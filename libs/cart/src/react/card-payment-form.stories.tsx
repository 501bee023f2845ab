import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Canvas } from 'storybook/internal/types';
import { ApiError } from '@storefront/http';
import { expect, fn, userEvent } from 'storybook/test';
import { CardPaymentForm } from './card-payment-form';
import { cartStory } from './testing/cart-story';

const now = () => new Date('2030-01-09T15:00:00Z');

const meta = {
  title: 'Cart/CardPaymentForm',
  component: CardPaymentForm,
  ...cartStory,
  args: { onSubmit: fn(async () => undefined), showTestCards: true, now },
} satisfies Meta<typeof CardPaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillCard(canvas: Canvas, number: string, expiry = '12/31') {
  await userEvent.type(canvas.getByRole('textbox', { name: /Card number/ }), number);
  await userEvent.type(canvas.getByRole('textbox', { name: /Expiry date/ }), expiry);
  await userEvent.type(canvas.getByRole('textbox', { name: /Security code/ }), '123');
  await userEvent.type(canvas.getByRole('textbox', { name: /Name on card/ }), 'Ada Lovelace');
  await userEvent.click(canvas.getByRole('button', { name: 'Place order' }));
}

export const PaysWithATestCard: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Sandbox test cards')).toBeInTheDocument();
    await fillCard(canvas, '4111 1111 1111 1111');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      number: '4111 1111 1111 1111',
      expirationDate: '12/31',
      cvv: '123',
      cardholderName: 'Ada Lovelace',
    });
  },
};

export const ChecksTheCardFirst: Story = {
  play: async ({ args, canvas }) => {
    await fillCard(canvas, '4111 1111 1111 1112', '12/29');
    await expect(await canvas.findByText('Enter a valid card number')).toBeInTheDocument();
    await expect(canvas.getByText('This card has expired')).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveValue(
      '4111 1111 1111 1112',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ProviderRefusesTheNumber: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new ApiError({
        status: 422,
        code: 'ECX032',
        serviceCode: 'CreditCardInvalid',
        body: {
          title: 'CreditCardInvalid',
          errors: [{ path: 'creditCard.number', message: 'is not a sandbox test card number' }],
        },
      });
    }),
  },
  play: async ({ canvas }) => {
    await fillCard(canvas, '4242 4242 4242 4242');
    await expect(
      await canvas.findByText('Card number: is not a sandbox test card number'),
    ).toBeInTheDocument();
  },
};

export const WithoutTestCards: Story = { args: { showTestCards: false } };

export const German: Story = { parameters: { language: 'de' } };
