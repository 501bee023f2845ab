import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { artworkFile } from '../lib/testing/artwork-fixtures';
import { UploadArtworkButton } from './upload-artwork-button';
import { designsStory } from './testing/designs-story';

const meta = {
  title: 'Designs/UploadArtworkButton',
  component: UploadArtworkButton,
  args: { onUploaded: fn() },
  ...designsStory(),
} satisfies Meta<typeof UploadArtworkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button with the accepted types. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('PDF, SVG, PNG or JPG, up to 25 MB.'),
    ).toBeInTheDocument();
  },
};

/** A GIF is refused before anything is sent. */
export const WrongType: Story = {
  play: async ({ canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      input,
      artworkFile(new TextEncoder().encode('GIF89a'), 'logo.gif', 'image/gif'),
    );
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Only PDF, SVG, PNG and JPG files can be uploaded',
    );
    await expect(args.onUploaded).not.toHaveBeenCalled();
  },
};
