import type { Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApproveDesignView } from './approve-design-view';
import { imageObject } from '../lib/testing/editor-objects';
import { sampleDesign } from '../lib/testing/sample-designs';
import { seedDesign } from './testing/story-providers';
import { designsStory } from './testing/designs-story';

const design = sampleDesign();
const blocked = sampleDesign({
  id: 'dsg_story0000000000000009',
  name: 'Blurry logo',
  document: {
    ...sampleDesign().document,
    objects: [
      imageObject({
        id: 'blurry',
        assetId: 'upl_x',
        src: 'data:image/png;base64,',
        filename: 'logo-72dpi.png',
        pixelWidth: 144,
        pixelHeight: 72,
        colorSpace: 'rgb',
      }),
    ],
  },
});

const meta = {
  title: 'Designs/ApproveDesignView',
  component: ApproveDesignView,
  args: {
    designId: design.id,
    quantityRules: [1, 10, 25, 50, 100, 250, 500, 1000],
    // The mailer's product meta.
    editableSelectorKeys: ['Quantity', 'Print Options'],
    printColorOptions: [
      'Outside only 1 colour',
      'Outside full colour',
      'Outside + inside full colour',
    ],
    onApprove: fn(),
    onEditDesign: fn(),
  },
  ...designsStory({
    seed: (client: QueryClient) => {
      seedDesign(design)(client);
      seedDesign(blocked)(client);
    },
  }),
} satisfies Meta<typeof ApproveDesignView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approving without ticking the checkbox shows the spec's message. */
export const ConsentRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve and add to cart' }));
    await expect(
      await canvas.findByText('In Order to add to cart, please check the checkbox'),
    ).toBeInTheDocument();
    await expect(args.onApprove).not.toHaveBeenCalled();
  },
};

/** Ticked and approved: the selection goes to the cart. */
export const Approve: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /approve it for printing/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Approve and add to cart' }));
    await expect(args.onApprove).toHaveBeenCalledWith(
      expect.objectContaining({ designId: design.id, quantity: 1 }),
    );
  },
};

/** A 72 dpi image blocks the approval. */
export const BlockedByPreflight: Story = {
  args: { designId: blocked.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Approve and add to cart' })).toBeDisabled();
  },
};
