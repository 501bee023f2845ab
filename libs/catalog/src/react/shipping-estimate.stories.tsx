import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { ShippingEstimate } from './shipping-estimate';
import { createCatalogI18n } from './testing/catalog-i18n';

const meta = {
  title: 'Catalog/ShippingEstimate',
  component: ShippingEstimate,
  // A Friday: ten work days later is Friday two weeks on.
  args: { layout: 'inline', workDays: 10, from: new Date('2026-03-06T12:00:00') },
  decorators: [
    (Story) => (
      <I18nextProvider i18n={createCatalogI18n('en')}>
        <Story />
      </I18nextProvider>
    ),
  ],
} satisfies Meta<typeof ShippingEstimate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line under the price (default and partner stores). */
export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ships in 10 work days')).toBeVisible();
    await expect(canvas.getByText('Estimated ship date: Friday, March 20')).toBeVisible();
    await expect(canvas.getByText('Estimate for Arlington, TX 76001')).toBeVisible();
  },
};

/** A block with a heading (the showroom). */
export const Block: Story = {
  args: { layout: 'block', workDays: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Shipping estimate' })).toBeVisible();
    await expect(canvas.getByText('Estimated ship date: Tuesday, March 10')).toBeVisible();
  },
};
