import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CmsHtml } from './cms-html';

const meta = {
  title: 'Content/CmsHtml',
  component: CmsHtml,
  args: {
    as: 'article',
    html: '<h2>Artwork guidelines</h2><p>Upload PDF, SVG, PNG or JPG artwork at 300 dpi with 1/8 in bleed. <a href="/view/designer-help" target="_blank">Designer help</a></p><img src="x" onerror="alert(1)" alt="">',
  },
} satisfies Meta<typeof CmsHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CMS content with a script-bearing image: the handler is stripped, the text stays. */
export const Sanitised: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Artwork guidelines' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Designer help' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(canvasElement.innerHTML).not.toContain('onerror');
  },
};
