import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReviewWidget } from './review-widget';
import { MAILER_REVIEWS_URL, seedReviews } from './testing/sample-catalog';
import { withCatalogProviders } from './testing/with-catalog-providers';

const meta = {
  title: 'Catalog/ReviewWidget',
  component: ReviewWidget,
  args: { reviewsUrl: MAILER_REVIEWS_URL },
} satisfies Meta<typeof ReviewWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mailer's ratings summary and reviews. */
export const WithReviews: Story = {
  decorators: [withCatalogProviders({ seed: seedReviews })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4.7 out of 5 stars')).toBeVisible();
    await expect(canvas.getByText('3 reviews')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

/** The reviews cannot be loaded. */
export const Unavailable: Story = {
  decorators: [withCatalogProviders()],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Reviews could not be loaded.',
    );
  },
};
