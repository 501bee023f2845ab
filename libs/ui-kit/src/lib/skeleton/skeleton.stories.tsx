import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  title: 'UI kit/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { shape: 'text', width: '60%' } };

export const Circle: Story = { args: { shape: 'circle', width: 48 } };

export const TileLoading: Story = {
  render: () => (
    <div aria-busy="true" className="flex w-64 flex-col gap-3" data-testid="tile-loading">
      <Skeleton shape="rect" height={160} />
      <Skeleton shape="text" width="70%" />
      <Skeleton shape="text" />
      <Skeleton shape="rect" width={96} height={40} />
    </div>
  ),
  play: async ({ canvas }) => {
    const placeholders = canvas
      .getByTestId('tile-loading')
      .querySelectorAll('[data-slot="skeleton"]');
    await expect(placeholders).toHaveLength(4);
    for (const placeholder of placeholders) {
      await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
