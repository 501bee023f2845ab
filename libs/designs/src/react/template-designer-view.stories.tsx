import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TemplateDesignerView } from './template-designer-view';
import { sampleDesign } from '../lib/testing/sample-designs';
import { seedDesign } from './testing/story-providers';
import { designsStory } from './testing/designs-story';

const design = sampleDesign();

const meta = {
  title: 'Designs/TemplateDesignerView',
  component: TemplateDesignerView,
  args: { onSaved: fn(), onContinue: fn() },
  ...designsStory({ seed: seedDesign(design) }),
} satisfies Meta<typeof TemplateDesignerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No box yet: the shopper picks a template and size first. */
export const ChooseBox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Start designing' })).toBeEnabled();
  },
};

/** A new design on an 8 x 6 x 2 mailer: add text and move it with the keyboard. */
export const NewDesign: Story = {
  args: { initialTemplate: { style: 'displayMailer', size: { length: 8, width: 6, depth: 2 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add text' }, { timeout: 10_000 }),
    );
    const text = canvas.getByRole('button', { name: /Text “Your text”/ });
    text.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeEnabled();
  },
};

/** A saved design opened for editing: its objects are listed. */
export const SavedDesign: Story = {
  args: { designId: design.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'button',
        { name: /Text “Thank you for your order!”/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};
