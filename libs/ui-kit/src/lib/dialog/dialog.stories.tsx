import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { Dialog, type DialogProps } from './dialog';

function DialogDemo({ opener, ...props }: DialogProps & { opener: string }) {
  const [open, setOpen] = useState(props.open);
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{opener}</Button>
      <Dialog
        {...props}
        open={open}
        onClose={close}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Keep design
            </Button>
            <Button variant="danger" onClick={close}>
              Remove design
            </Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'UI kit/Dialog',
  component: Dialog,
  args: {
    open: false,
    onClose: fn(),
    title: 'Remove this design?',
    description: 'The artwork stays in your library, so you can add it to a box again later.',
    closeLabel: 'Close',
  },
  render: (args) => <DialogDemo {...args} opener="Remove design…" />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Remove design…' });
    await userEvent.click(opener);

    // The dialog is portalled to <body>, outside the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: 'Remove this design?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

function FormDialog(props: DialogProps) {
  const [open, setOpen] = useState(props.open);
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rename design</Button>
      <Dialog
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        title="Rename design"
        description={undefined}
        initialFocus={nameRef}
        actions={<Button onClick={() => setOpen(false)}>Save name</Button>}
      >
        <TextField ref={nameRef} label="Design name" defaultValue="Spring mailer 2025" />
      </Dialog>
    </>
  );
}

export const InitialFocus: Story = {
  render: (args) => <FormDialog {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rename design' }));
    const input = await screen.findByRole('textbox', { name: 'Design name' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LongText: Story = {
  args: {
    title:
      'Your artwork has a low resolution in some places and may print blurry on the larger box sizes',
    description:
      'Two images in the design are below 150 dpi at the chosen size. You can keep them, replace them with larger files, or pick a smaller box where they print sharp.',
    size: 'lg',
    open: true,
  },
  render: (args) => <DialogDemo {...args} opener="Check artwork" />,
};
