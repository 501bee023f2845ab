import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandLogo } from './brand-logo';

const meta = {
  title: 'UI kit/BrandLogo',
  component: BrandLogo,
  args: { brand: 'boxup', title: 'BoxUp' },
  argTypes: {
    brand: { control: 'inline-radio', options: ['boxup', 'ybd', 'kartonwerk'] },
    variant: { control: 'inline-radio', options: ['full', 'mark'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof BrandLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BoxUp: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'BoxUp' })).toBeInTheDocument();
  },
};

export const Ybd: Story = { args: { brand: 'ybd', title: 'YBD Showroom' } };

export const Kartonwerk: Story = { args: { brand: 'kartonwerk', title: 'Kartonwerk' } };

export const AllBrands: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      {(['boxup', 'ybd', 'kartonwerk'] as const).map((brand) => (
        <div key={brand} data-brand={brand} className="flex items-center gap-6 p-4">
          <BrandLogo brand={brand} title={`${brand} logo`} size="lg" />
          <BrandLogo brand={brand} title={`${brand} mark`} variant="mark" size="lg" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(6);
  },
};
