import { I18nProvider } from '@storefront/ui-kit/i18n';
import { createTestI18n } from '@storefront/ui-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DESIGNS_NAMESPACE, designsMessages } from '../lib/designs-messages';
import { SaveDesignForm } from './save-design-form';

const i18n = createTestI18n(DESIGNS_NAMESPACE, designsMessages);

const meta = {
  title: 'Designs/SaveDesignForm',
  component: SaveDesignForm,
  decorators: [
    (Story) => (
      <I18nProvider i18n={i18n}>
        <Story />
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof SaveDesignForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving with a name: the name is trimmed and confirmed. */
export const Save: Story = {
  args: { onSave: fn(async () => {}) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Design name/), ' Spring mailer ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save design' }));
    await expect(args.onSave).toHaveBeenCalledWith('Spring mailer');
  },
};

/** Saving without a name shows the spec's message. */
export const NameRequired: Story = {
  args: { onSave: fn(async () => {}) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save design' }));
    await expect(await canvas.findByText('Design name required')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Renaming starts from the current name. */
export const Rename: Story = {
  args: { defaultName: 'Holiday mailer', onSave: fn(async () => {}) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Design name/)).toHaveValue('Holiday mailer');
  },
};
