import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { playOnCanvas, storefrontStory } from '../testing/storefront-story';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Storefront/Pages/NotFoundPage',
  component: NotFoundPage,
  ...storefrontStory({ path: '/no-such-page' }),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "We couldn't find the page." with a "Back to Homepage" button. */
export const NotFound: Story = {
  play: playOnCanvas(async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      /We couldn't find the page\.|Wir konnten die Seite nicht finden\./,
    );
    await expect(
      canvas.getByRole('link', { name: /Back to Homepage|Zurück zur Startseite/ }),
    ).toHaveAttribute('href', '/');
  }),
};
