import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DownloadArtworkView } from './download-artwork-view';
import { mailerArtworkLine, shipperArtworkLine } from './testing/artwork-order-lines';
import { designsStory } from './testing/designs-story';

const meta = {
  title: 'Designs/DownloadArtworkView',
  component: DownloadArtworkView,
  ...designsStory(),
} satisfies Meta<typeof DownloadArtworkView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Templates only (the partner store). */
export const Templates: Story = {
  parameters: { language: 'de' },
  args: { defaultUnit: 'mm' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Druckdaten herunterladen' }),
    ).toBeInTheDocument();
  },
};

/** With order lines: artwork where the artwork download rule allows it. */
export const WithOrders: Story = {
  args: {
    orderLines: [mailerArtworkLine, { ...shipperArtworkLine, uploads: [] }],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Download lid.pdf' }),
    ).toBeInTheDocument();
  },
};
