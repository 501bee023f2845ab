import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tabs } from './tabs';

const meta = {
  title: 'UI kit/Tabs',
  component: Tabs,
  args: {
    label: 'Product details',
    onChange: fn(),
    items: [
      {
        id: 'specs',
        label: 'Specifications',
        content: <p>Corrugated E-flute board, 1.5 mm, printed in CMYK on the outside.</p>,
      },
      {
        id: 'shipping',
        label: 'Shipping',
        content: <p>Ships flat within 10 business days of proof approval.</p>,
      },
      {
        id: 'samples',
        label: 'Samples',
        content: <p>Order one printed sample before the full run.</p>,
        disabled: true,
      },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Specifications' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledWith('shipping');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Ships flat');
    // Home/End jump to the ends, skipping the disabled 'Samples'; Tab moves into the panel.
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Specifications' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Shipping' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Shipping' })).toHaveFocus();
  },
};

export const StartsOnSecondTab: Story = {
  args: { defaultSelectedId: 'shipping' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Shipping' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'artwork',
        label: 'Artwork requirements and print-ready file checklist',
        content: <p>PDF with fonts outlined, 3 mm bleed, 300 dpi images.</p>,
      },
      {
        id: 'materials',
        label: 'Materials, coatings and sustainability certificates',
        content: <p>FSC-certified board, water-based inks, recyclable matte coating.</p>,
      },
      {
        id: 'delivery',
        label: 'Delivery, returns and reprints',
        content: <p>Free reprint when a box arrives damaged.</p>,
      },
    ],
  },
};
