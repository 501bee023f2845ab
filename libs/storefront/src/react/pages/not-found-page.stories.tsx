import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storefrontLoader, withStorefront } from '../testing/storefront-story';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Storefront/Pages/NotFoundPage',
  component: NotFoundPage,
  loaders: [storefrontLoader],
  decorators: [withStorefront],
  parameters: { storefront: { path: '/no-such-page' } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "We couldn't find the page." with a "Back to Homepage" button. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      /We couldn't find the page\.|Wir konnten die Seite nicht finden\./,
    );
    await expect(
      canvas.getByRole('link', { name: /Back to Homepage|Zurück zur Startseite/ }),
    ).toHaveAttribute('href', '/');
  },
};
