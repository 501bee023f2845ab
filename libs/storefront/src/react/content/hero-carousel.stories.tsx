import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeroCarousel, HeroCarouselPlaceholder } from './hero-carousel';

const meta = {
  title: 'Storefront/Content/HeroCarousel',
  component: HeroCarousel,
  args: {
    image: {
      url: 'http://127.0.0.1:4010/content/images/boxup-hero-carousel.svg',
      alt: 'A BoxUp shipping box, mailer box and gift mailer',
      width: 1500,
      height: 600,
      mobile: {
        url: 'http://127.0.0.1:4010/content/images/boxup-hero-carousel-mobile.svg',
        alt: 'A BoxUp shipping box, mailer box and gift mailer',
        width: 1500,
        height: 2000,
      },
    },
  },
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 1500 wide: the portrait rendition (aspect 0.75) on phones, the desktop one (2.5) from 600 px;
 * loaded first, high priority.
 */
export const Hero: Story = {
  play: async ({ canvasElement, args }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('src', args.image.mobile?.url);
    await expect(image).toHaveAttribute('width', '1500');
    await expect(image).toHaveAttribute('height', '2000');
    const desktop = canvasElement.querySelector('source');
    await expect(desktop).toHaveAttribute('srcset', args.image.url);
    await expect(desktop).toHaveAttribute('height', '600');
  },
};

/** A content service without a phone rendition: the desktop image, whole, at every width. */
export const WithoutPhoneRendition: Story = {
  args: { image: { ...meta.args.image, mobile: null } },
  play: async ({ canvasElement, args }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAttribute('src', args.image.url);
    await expect(image).toHaveAttribute('height', '600');
    await expect(canvasElement.querySelector('source')).toBeNull();
  },
};

/** The reserved slot while the landing screen loads. */
export const Placeholder: Story = {
  render: () => <HeroCarouselPlaceholder />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
