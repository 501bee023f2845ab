import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { contentPageSchema, getPage, type ContentPage } from '../lib/get-page';
import { fakeContentService } from '../lib/testing/fake-content-service';
import { sampleAboutPage } from '../lib/testing/sample-content';
import { ContentPageView } from './content-page-view';
import { contentStory } from './testing/content-story';

const meta = {
  title: 'Content/ContentPageView',
  component: ContentPageView,
  args: { page: contentPageSchema.parse(sampleAboutPage) },
  ...contentStory(),
} satisfies Meta<typeof ContentPageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain content page: title as the page heading, the CMS body below. */
export const About: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The contact page with its form, as `getPage` reads it: the CMS body's script-bearing image
 * comes neutralised. */
export const Contact: Story = {
  args: { onSubmitForm: fn(async () => {}) },
  loaders: [async () => ({ page: await getPage(fakeContentService().client, 'view/contact') })],
  render: (args, { loaded }) => <ContentPageView {...args} page={loaded['page'] as ContentPage} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.innerHTML).not.toContain('onerror');
    await userEvent.type(canvas.getByLabelText(/Your name/), 'Ada');
    await userEvent.type(canvas.getByLabelText(/Email/), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/Message/), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(/^Thank you/);
    await expect(args.onSubmitForm).toHaveBeenCalledOnce();
  },
};

/** A policy page with a long title and long body. */
export const LongText: Story = {
  args: {
    page: contentPageSchema.parse({
      ...sampleAboutPage,
      path: 'policy/terms-of-service',
      title: 'Terms of service for custom printed packaging, samples, proofs and quotes',
      bodyHtml: Array.from(
        { length: 8 },
        (_, index) =>
          `<h2>Section ${index + 1}</h2><p>${'Orders are produced after proof approval. '.repeat(12)}</p>`,
      ).join(''),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(8);
  },
};
