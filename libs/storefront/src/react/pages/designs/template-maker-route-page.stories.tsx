import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { playOnCanvas, storefrontStory } from '../../testing/storefront-story';
import { TemplateMakerRoutePage } from './template-maker-route-page';

const meta = {
  title: 'Storefront/Pages/TemplateMakerRoutePage',
  component: TemplateMakerRoutePage,
  ...storefrontStory({ path: '/template-maker?style=squareMailer' }),
} satisfies Meta<typeof TemplateMakerRoutePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The brand's template maker, opened on the square mailer as a shop-all-boxes tile does
 * (`?style=squareMailer`): English and inches in North America, German and millimetres on the
 * partner.
 */
export const SquareMailer: Story = {
  play: playOnCanvas(async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^(Template maker|Vorlagen-Generator)$/,
    );
    await expect(
      canvas.getByRole('radio', { name: /^(Square mailer|Quadratischer Mailer)$/ }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('button', { name: /Download SVG|SVG herunterladen/ }),
    ).toBeEnabled();
  }),
};
