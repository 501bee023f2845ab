import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TemplateMakerView } from './template-maker-view';
import { designsStory } from './testing/designs-story';

const meta = {
  title: 'Designs/TemplateMakerView',
  component: TemplateMakerView,
  args: { onDesignOnline: fn() },
  ...designsStory(),
} satisfies Meta<typeof TemplateMakerView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The display mailer's first preset, with its dieline and the downloads. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /Display mailer dieline/ })).toBeInTheDocument();
  },
};

/** A custom size out of range: the message names the limits and the typed value stays. */
export const CustomSizeOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Custom size' }));
    const depth = canvas.getByRole('textbox', { name: /Depth/ });
    await userEvent.clear(depth);
    await userEvent.type(depth, '12');
    await expect(
      await canvas.findByText('Depth must be between 1 in and 8 in'),
    ).toBeInTheDocument();
    await expect(depth).toHaveValue('12');
  },
};

/** A gable box, chosen, handed to the designer. */
export const DesignOnline: Story = {
  args: { initialStyle: 'gableBox' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Design this box online' }));
    await expect(args.onDesignOnline).toHaveBeenCalledWith({
      style: 'gableBox',
      size: { length: 6, width: 4, depth: 4 },
    });
  },
};

/** The partner store: German, millimetres. */
export const German: Story = {
  args: { defaultUnit: 'mm', initialStyle: 'shipper' },
  parameters: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Vorlagen-Generator' }),
    ).toBeInTheDocument();
  },
};
