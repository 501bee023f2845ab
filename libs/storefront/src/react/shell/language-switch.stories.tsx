import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { playOnCanvas, storefrontStory } from '../testing/storefront-story';
import { LanguageSwitch } from './language-switch';

const meta = {
  title: 'Storefront/LanguageSwitch',
  component: LanguageSwitch,
  ...storefrontStory(),
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offered where the tenant allows two languages: choose Kartonwerk in the brand toolbar. */
export const Languages: Story = {
  play: playOnCanvas(async (canvas, { globals }) => {
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
  }),
};
