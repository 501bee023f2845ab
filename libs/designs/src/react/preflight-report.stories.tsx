import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { editorReducer } from '../lib/editor/editor-reducer';
import { preflightDocument } from '../lib/preflight/preflight';
import { PreflightReport } from './preflight-report';
import { sampleDocument } from '../lib/testing/sample-designs';
import { designsStory } from './testing/designs-story';

const clean = preflightDocument(sampleDocument());
const withProblems = preflightDocument(
  editorReducer(
    editorReducer(sampleDocument(), {
      type: 'add',
      object: {
        type: 'image',
        id: 'blurry',
        panelId: 'front',
        x: 0,
        y: 0.5,
        width: 2,
        height: 1,
        assetId: 'upl_x',
        src: 'data:image/jpeg;base64,',
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
        pixelWidth: 144,
        pixelHeight: 72,
        colorSpace: 'rgb',
      },
    }),
    { type: 'move', id: 'greeting', dx: -0.45, dy: 0 },
  ),
);

const meta = {
  title: 'Designs/PreflightReport',
  component: PreflightReport,
  args: {
    report: clean,
    style: 'displayMailer',
    onShowObject: fn(),
    action: { label: 'Add to cart', onClick: fn() },
  },
  ...designsStory(),
} satisfies Meta<typeof PreflightReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to fix: the cart is open. */
export const Clean: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};

/** A 72 dpi RGB photo without bleed and text over the safe zone: add to cart is blocked. */
export const Blocking: Story = {
  args: { report: withProblems },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await userEvent.click(
      canvas.getAllByRole('button', { name: 'Show photo.jpg' })[0] as HTMLElement,
    );
    await expect(args.onShowObject).toHaveBeenCalledWith('blurry');
  },
};
