import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storefrontLoader, withStorefront } from '../testing/storefront-story';
import { LanguageSwitch } from './language-switch';

const meta = {
  title: 'Storefront/LanguageSwitch',
  component: LanguageSwitch,
  loaders: [storefrontLoader],
  decorators: [withStorefront],
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offered where the tenant allows two languages: choose Kartonwerk in the brand toolbar. */
export const Languages: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    if (globals['brand'] !== 'kartonwerk') {
      await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
      return;
    }
    const select = canvas.getByLabelText('Sprache');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Deutsch', 'English']);
  },
};
