import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BoxStyleList } from './box-style-list';
import { withCatalogProviders } from './testing/with-catalog-providers';

const meta = {
  title: 'Catalog/BoxStyleList',
  component: BoxStyleList,
} satisfies Meta<typeof BoxStyleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seven box styles, each linking to its product page. */
export const Default: Story = {
  args: { renderStyle: (style, name) => <a href={`/product/${style.productSlug}`}>{name}</a> },
  decorators: [withCatalogProviders()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: 'Gable box' })).toHaveAttribute(
      'href',
      '/product/custom-gable-box',
    );
  },
};

/** The same list in German. */
export const German: Story = {
  decorators: [withCatalogProviders({ language: 'de' })],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Schachtelarten' }),
    ).toBeVisible();
  },
};
