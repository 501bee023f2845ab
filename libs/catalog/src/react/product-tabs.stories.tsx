import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductTabs } from './product-tabs';
import { withCatalogProviders } from './testing/with-catalog-providers';

const meta = {
  title: 'Catalog/ProductTabs',
  component: ProductTabs,
  args: {
    tabsEnabled: true,
    details: <p>E-flute corrugated board, printed inside and out, ships flat.</p>,
    process: <p>Every file is checked by our prepress team before printing.</p>,
  },
  decorators: [withCatalogProviders()],
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
