import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DownloadArtworkPage } from './download-artwork-page';
import { withDesignsProviders } from './testing/story-providers';

const meta = {
  title: 'Designs/DownloadArtworkPage',
  component: DownloadArtworkPage,
  decorators: [withDesignsProviders],
} satisfies Meta<typeof DownloadArtworkPage>;

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
    orderLines: [
      {
        lineId: 'a',
        orderNumber: '100234',
        productName: 'Custom Mailer Box',
        productKey: 'custom-mailer-box',
        size: '9 x 6 x 3',
        documentReferenceUrl: null,
        uploads: [{ artworkName: 'lid.pdf', artworkUrl: 'https://assets.example/uploads/upl_1' }],
      },
      {
        lineId: 'b',
        orderNumber: '100235',
        productName: 'Custom Shipper Box',
        productKey: 'custom-shipper-box',
        size: '10 x 8 x 6',
        documentReferenceUrl: 'https://docs.example/1',
        uploads: [],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Download lid.pdf' }),
    ).toBeInTheDocument();
  },
};
