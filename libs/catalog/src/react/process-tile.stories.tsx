import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { ProcessTile } from './process-tile';
import { createCatalogI18n } from './testing/catalog-i18n';

const meta = {
  title: 'Catalog/ProcessTile',
  component: ProcessTile,
} satisfies Meta<typeof ProcessTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four steps of 'Our Process'. */
export const Default: Story = {
  decorators: [
    (Story) => (
      <I18nextProvider i18n={createCatalogI18n('en')}>
        <Story />
      </I18nextProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Our Process' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** In German. */
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
      within(canvasElement).getByRole('heading', { name: 'Unser Ablauf' }),
    ).toBeVisible();
  },
};
