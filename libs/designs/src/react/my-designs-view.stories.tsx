import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MyDesignsView } from './my-designs-view';
import { illustration, sampleDesign } from '../lib/testing/sample-designs';
import { seedDesignList } from './testing/story-providers';
import { designsStory } from './testing/designs-story';

const designs = [
  sampleDesign(),
  sampleDesign({
    id: 'dsg_story0000000000000002',
    name: 'Holiday shipper with a long name that wraps onto a second line in the card',
    productKey: 'custom-shipper-box',
    selection: { Size: '12 x 12 x 12' },
    previewUrl: illustration('Holiday', '#b91c1c'),
    updatedAt: '2026-01-20T09:00:00.000Z',
  }),
  sampleDesign({
    id: 'dsg_story0000000000000003',
    name: 'Gable treats',
    productKey: 'custom-gable-box',
    previewUrl: null,
  }),
];

const meta = {
  title: 'Designs/MyDesignsView',
  component: MyDesignsView,
  args: { siteUrl: 'https://boxup.example', onOpenDesign: fn(), onApproveDesign: fn() },
  ...designsStory(),
} satisfies Meta<typeof MyDesignsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three saved designs, one without a preview. */
export const WithDesigns: Story = {
  parameters: { seed: seedDesignList(designs) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = canvas
      .getByRole('heading', { name: 'Spring mailer' })
      .closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Open in designer' }));
    await expect(args.onOpenDesign).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Spring mailer' }),
    );
  },
};

/** No designs yet. */
export const Empty: Story = {
  parameters: { seed: seedDesignList([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Designs Available')).toBeInTheDocument();
  },
};

/** The rename dialog insists on a name. */
export const RenameNeedsName: Story = {
  parameters: { seed: seedDesignList(designs) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas
      .getByRole('heading', { name: 'Spring mailer' })
      .closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Rename' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Rename design',
    });
    const field = within(dialog).getByRole('textbox', { name: /Design name/ });
    await userEvent.clear(field);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save design' }));
    await expect(await within(dialog).findByText('Design name required')).toBeInTheDocument();
  },
};

/** The designs cannot be loaded: the ECX013 message and a retry. */
export const LoadFailed: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 }),
    ).toHaveTextContent('Unable to load your designs. Please try again.');
  },
};
