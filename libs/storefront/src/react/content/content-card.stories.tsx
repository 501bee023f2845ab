import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IMAGE_SIZES } from '../../lib/media/image-sizes';
import { playOnCanvas, storefrontStory } from '../testing/storefront-story';
import { ContentCard } from './content-card';

const IMAGES = 'http://127.0.0.1:4010/content/images';

const meta = {
  title: 'Storefront/Content/ContentCard',
  component: ContentCard,
  ...storefrontStory(),
  args: {
    slotWidth: IMAGE_SIZES.overviewTile,
    card: {
      id: 'gable-box',
      title: 'Custom Gable Boxes',
      descriptionHtml: '<p>A carry box with a built-in handle, for bakeries and gift sets.</p>',
      image: {
        url: `${IMAGES}/boxup-gable-box-tile.svg`,
        alt: 'Custom Gable Boxes',
        width: 300,
        height: 300,
      },
      buttonText: 'SELECT',
      openInNewTab: false,
      redirectUri: '/product/custom-gable-box',
    },
  },
} satisfies Meta<typeof ContentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An overview tile (300 wide, lazy) whose SELECT goes to the product page; a brand without
 * product pages (Kartonwerk) shows the card without a button.
 */
export const OverviewTile: Story = {
  play: playOnCanvas(async (canvas, { globals }) => {
    if (globals['brand'] === 'kartonwerk') {
      await expect(canvas.queryByRole('link', { name: 'SELECT' })).toBeNull();
      await expect(canvas.getByRole('heading', { name: 'Custom Gable Boxes' })).toBeVisible();
      return;
    }
    const select = canvas.getByRole('link', { name: 'SELECT' });
    await expect(select).toHaveAttribute('href', '/product/custom-gable-box');
    await expect(select).toHaveAccessibleDescription('Custom Gable Boxes');
    const image = canvas.getByRole('img', { name: 'Custom Gable Boxes' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '300');
    await expect(image).toHaveAttribute('height', '300');
  }),
};

/** A 500-wide carousel tile that opens another site in a new tab. */
export const NewTab: Story = {
  args: {
    slotWidth: IMAGE_SIZES.carouselTile,
    card: {
      id: 'guide',
      title: 'A very long card title that wraps over two or more lines in a narrow column',
      descriptionHtml:
        '<p>Our printer partner explains board grades, flutes and finishes in detail.</p>',
      image: { url: `${IMAGES}/boxup-hero-carousel-tile.svg`, alt: '', width: 500, height: 500 },
      buttonText: 'Read the guide',
      openInNewTab: true,
      redirectUri: 'https://example.com/board-guide',
    },
  },
  play: playOnCanvas(async (canvas) => {
    const link = canvas.getByRole('link', { name: /Read the guide/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveTextContent(/opens in a new tab|öffnet in einem neuen Tab/);
  }),
};
