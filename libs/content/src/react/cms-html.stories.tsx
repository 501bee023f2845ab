import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getPage } from '../lib/get-page';
import { fakeContentService } from '../lib/testing/fake-content-service';
import { sampleAboutPage } from '../lib/testing/sample-content';
import { CmsHtml } from './cms-html';

/** CMS HTML with a script-bearing image, as the content service might send it. */
const RAW_HTML =
  '<h2>Artwork guidelines</h2><p>Upload PDF, SVG, PNG or JPG artwork at 300 dpi with 1/8 in bleed. <a href="/view/designer-help" target="_blank">Designer help</a></p><img src="x" onerror="alert(1)" alt="">';

const meta = {
  title: 'Content/CmsHtml',
  component: CmsHtml,
  args: { as: 'article', html: '' },
  // The HTML as `getPage` returns it: sanitised when it is read, not when it is rendered.
  loaders: [
    async () => {
      const { client } = fakeContentService({ page: { ...sampleAboutPage, bodyHtml: RAW_HTML } });
      return { html: (await getPage(client, 'view/artwork-guidelines'))?.bodyHtml ?? '' };
    },
  ],
  render: (args, { loaded }) => <CmsHtml {...args} html={String(loaded['html'])} />,
} satisfies Meta<typeof CmsHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CMS content read by an operation: the image's handler is gone, the text stays. */
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

/** With `resolveLink`: the app keeps its query parameters on every link (showroom `linkID`). */
export const ResolvedLinks: Story = {
  args: { resolveLink: (href) => `${href}?linkID=SR-1` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Designer help' })).toHaveAttribute(
      'href',
      '/view/designer-help?linkID=SR-1',
    );
  },
};
