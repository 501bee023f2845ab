import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { Snackbar, type SnackbarProps } from './snackbar';

function SnackbarDemo(props: SnackbarProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add to cart</Button>
      <Snackbar
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          props.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI kit/Snackbar',
  component: Snackbar,
  args: {
    open: true,
    message: 'Mailer box added to your cart',
    tone: 'success',
    onClose: fn(),
    closeLabel: 'Dismiss',
    autoHideDuration: null,
  },
  render: (args) => <SnackbarDemo {...args} />,
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent('Mailer box added to your cart');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(region).toBeEmptyDOMElement();
  },
};

export const Info: Story = {
  args: {
    tone: 'info',
    message: 'Prices now include your 250-box discount',
  },
};

export const ErrorWithAction: Story = {
  args: {
    tone: 'error',
    message: 'We could not save your design. Check your connection.',
    action: { label: 'Retry', onAction: fn() },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.action?.onAction).toHaveBeenCalledOnce();
  },
};

export const AutoHide: Story = {
  args: { open: false, autoHideDuration: 300, closeLabel: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Mailer box added to your cart');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce(), { timeout: 2000 });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const LongText: Story = {
  args: {
    tone: 'info',
    message:
      'Your proof is ready. Review every side of the box, including the inside print and the dieline, before you approve it for production.',
    action: { label: 'Review proof', onAction: fn() },
  },
};
