import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { expect, userEvent, within } from 'storybook/test';
import { ProductTabs } from './product-tabs';
import { createCatalogI18n } from './testing/catalog-i18n';

const meta = {
  title: 'Catalog/ProductTabs',
  component: ProductTabs,
  args: {
    tabsEnabled: true,
    details: <p>E-flute corrugated board, printed inside and out, ships flat.</p>,
    process: <p>Every file is checked by our prepress team before printing.</p>,
  },
  decorators: [
    (Story) => (
      <I18nextProvider i18n={createCatalogI18n('en')}>
        <Story />
      </I18nextProvider>
    ),
  ],
} satisfies Meta<typeof ProductTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs where the store's switch allows; the arrow keys move to 'Our Process'. */
export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Product Details' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Our Process' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Every file is checked');
  },
};

/** Without tabs (the showroom): both contents under their headings. */
export const Stacked: Story = {
  args: { tabsEnabled: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Product Details' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Our Process' })).toBeVisible();
  },
};
