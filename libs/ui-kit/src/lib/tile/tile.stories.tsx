import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LinkButton } from '../link-button/link-button';
import { Price } from '../price/price';
import { Tile } from './tile';

// An inline drawing keeps the stories free of network requests.
const mailerImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><rect width="320" height="240" fill="#f4eadc"/><path d="M70 100 160 60l90 40-90 40Z" fill="#5a3a1f"/><path d="M70 100l90 40v70l-90-40Z" fill="#a84a0c"/><path d="M160 140l90-40v70l-90 40Z" fill="#c8641c"/></svg>',
)}`;

const meta = {
  title: 'UI kit/Tile',
  component: Tile,
  args: {
    title: 'Mailer box',
    description: 'Self-locking, printed inside and out. Ideal for subscription boxes.',
    image: { src: mailerImage, alt: '', width: 320, height: 240 },
    actionLabel: 'Select',
    onAction: fn(),
    className: 'max-w-xs',
  },
} satisfies Meta<typeof Tile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('button', { name: 'Select' });
    await expect(select).toHaveAccessibleDescription('Mailer box');
    await userEvent.click(select);
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const WithPrice: Story = {
  args: {
    children: (
      <p className="text-sm">
        From <Price amountInCents={249} /> per box
      </p>
    ),
  },
};

export const ShopAllGrid: Story = {
  render: (args) => (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3">
      {['Mailer box', 'Shipping box', 'Tuck end box'].map((title) => (
        <li key={title} className="flex">
          <Tile {...args} title={title} className="w-full" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Select' });
    await expect(buttons).toHaveLength(3);
    await expect(buttons[1]).toHaveAccessibleDescription('Shipping box');
  },
};

export const CustomAction: Story = {
  args: {
    actionLabel: undefined,
    action: (
      <LinkButton href="#mailer" variant="secondary">
        See sizes
      </LinkButton>
    ),
  },
};

export const LongText: Story = {
  args: {
    title: 'Double-wall shipping box with tear strip and self-adhesive closure',
    description:
      'Made for heavy products and long routes: two layers of fluting, a tear strip for easy opening, and a second adhesive strip so customers can send returns in the same box.',
  },
};
