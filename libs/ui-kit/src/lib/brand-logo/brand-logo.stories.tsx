import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BrandLogo, boxupLogo, kartonwerkLogo, ybdLogo } from './brand-logo';

const logos = { boxup: boxupLogo, ybd: ybdLogo, kartonwerk: kartonwerkLogo };

const meta = {
  title: 'UI kit/BrandLogo',
  component: BrandLogo,
  args: { logo: boxupLogo, title: 'BoxUp' },
  argTypes: {
    logo: { control: 'inline-radio', options: Object.keys(logos), mapping: logos },
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

export const Ybd: Story = { args: { logo: ybdLogo, title: 'YBD Showroom' } };

export const Kartonwerk: Story = { args: { logo: kartonwerkLogo, title: 'Kartonwerk' } };

export const AllBrands: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      {Object.values(logos).map((logo) => (
        <div key={logo.brand} data-brand={logo.brand} className="flex items-center gap-6 p-4">
          <BrandLogo logo={logo} title={`${logo.brand} logo`} size="lg" />
          <BrandLogo logo={logo} title={`${logo.brand} mark`} variant="mark" size="lg" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(6);
  },
};
