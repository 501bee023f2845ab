import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { playOnCanvas, storefrontStory } from '../testing/storefront-story';
import { HomePage } from './home-page';

const meta = {
  title: 'Storefront/Pages/HomePage',
  component: HomePage,
  ...storefrontStory(),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The brand's landing screen from the content service (run `npm start` for the sandbox): the
 * heading, the carousel image loaded first, the brand's calls to action and the sections with
 * their cards; switch brands in the toolbar.
 */
export const Home: Story = {
  play: playOnCanvas(async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const hero = await canvas.findByRole(
      'img',
      { name: /Kartonwerk|BoxUp|YBD/ },
      { timeout: 5000 },
    );
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
    await expect(
      canvas.getAllByRole('link', { name: /SELECT|AUSWÄHLEN/ }).length,
    ).toBeGreaterThanOrEqual(7);
  }),
};
