import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { BoxStyleList } from './box-style-list';
import { createCatalogI18n } from './testing/catalog-i18n';

const meta = {
  title: 'Catalog/BoxStyleList',
  component: BoxStyleList,
} satisfies Meta<typeof BoxStyleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seven box styles, each linking to its product page. */
export const Default: Story = {
  args: { renderStyle: (style, name) => <a href={`/product/${style.productSlug}`}>{name}</a> },
  decorators: [
    (Story) => (
      <I18nextProvider i18n={createCatalogI18n('en')}>
        <Story />
      </I18nextProvider>
    ),
  ],
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
  decorators: [
    (Story) => (
      <I18nextProvider i18n={createCatalogI18n('de')}>
        <Story />
      </I18nextProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Schachtelarten' }),
    ).toBeVisible();
  },
};
