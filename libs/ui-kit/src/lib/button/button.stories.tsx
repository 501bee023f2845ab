import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { playDisabled } from '../testing/field-stories';
import { Button } from './button';

const meta = {
  title: 'UI kit/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="primary">
        Checkout
      </Button>
      <Button {...args} variant="secondary">
        Save for later
      </Button>
      <Button {...args} variant="ghost">
        Edit design
      </Button>
      <Button {...args} variant="danger">
        Remove
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Placing order' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Placing order' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Checkout' },
  play: playDisabled('button', 'Checkout'),
};

export const LongText: Story = {
  args: {
    children: 'Request a free printed sample of this custom mailer box before ordering',
    className: 'max-w-xs',
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveFocus());
  },
};
