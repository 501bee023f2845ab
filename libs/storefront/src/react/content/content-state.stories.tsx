import { ApiError, TransformError } from '@storefront/http';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playOnCanvas, storefrontStory } from '../testing/storefront-story';
import { ContentFailure, ContentLoading } from './content-state';

const meta = {
  title: 'Storefront/Content/ContentFailure',
  component: ContentFailure,
  ...storefrontStory(),
  args: {
    error: new ApiError({ status: 503, code: 'ECX001' }),
    onRetry: fn(),
  },
} satisfies Meta<typeof ContentFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The content service failed (ECX001): its message and Try again. */
export const ContentServiceDown: Story = {
  play: playOnCanvas(async (canvas, { args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /Sorry, we could not load this content|Dieser Inhalt konnte leider nicht geladen werden/,
    );
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  }),
};

/** As a page of its own, with a heading; an answer of the wrong shape shows ECX003's text. */
export const AsPage: Story = {
  args: { asPage: true, error: new TransformError({ path: 'page.title' }) },
  play: playOnCanvas(async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      /reading the response|Lesen der Antwort/,
    );
  }),
};

/** Content on its way: a labelled spinner in a reserved box. */
export const Loading: Story = {
  render: () => <ContentLoading />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
