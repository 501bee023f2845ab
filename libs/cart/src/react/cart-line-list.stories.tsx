import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CartLineList } from './cart-line-list';
import { flaggedStoryCart, storyCart } from './testing/story-cart';
import { cartStory } from './testing/cart-story';

const meta = {
  title: 'Cart/CartLineList',
  component: CartLineList,
  ...cartStory,
  args: { lines: storyCart().lines, onQuantityChange: fn(), onRemove: fn() },
} satisfies Meta<typeof CartLineList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('$522.50')).toBeInTheDocument();
    await expect(canvas.getByText('$2.09 each')).toBeInTheDocument();
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '500');
    await userEvent.click(
      canvas.getByRole('button', { name: /Update the quantity of Custom Mailer Box/ }),
    );
    await expect(args.onQuantityChange).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'li_mailer' }),
      500,
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Mailer Box Sample from the cart' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'li_sample' }));
  },
};

export const InvalidQuantity: Story = {
  play: async ({ args, canvas }) => {
    const quantity = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.click(canvas.getByRole('button', { name: /Update the quantity/ }));
    await expect(canvas.getByText('Enter a whole number of at least 1')).toBeInTheDocument();
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

export const ChangedAndUnreadyLines: Story = {
  args: { lines: flaggedStoryCart().lines },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Price updated')).toBeInTheDocument();
    await expect(canvas.getByText('Shipping method no longer available')).toBeInTheDocument();
    await expect(
      canvas.getByText('Product is out of stock. Please try after sometime'),
    ).toBeInTheDocument();
  },
};

export const ReadOnly: Story = { args: { onQuantityChange: undefined, onRemove: undefined } };

export const Busy: Story = { args: { busy: true } };

export const German: Story = { parameters: { language: 'de' } };
