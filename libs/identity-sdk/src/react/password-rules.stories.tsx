import { I18nProvider } from '@storefront/ui-kit/i18n';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordRules } from './password-rules';
import { createIdentityI18n } from './testing/identity-i18n';

const english = createIdentityI18n('en');
const german = createIdentityI18n('de');

const withI18n: Decorator = (Story, context) => (
  <I18nProvider i18n={context.parameters['language'] === 'de' ? german : english}>
    <Story />
  </I18nProvider>
);

function PasswordFieldWithRules() {
  const [password, setPassword] = useState('');
  return (
    <div className="flex max-w-sm flex-col gap-2">
      <label htmlFor="new-password" className="text-ink text-sm font-medium">
        Password
      </label>
      <input
        id="new-password"
        type="password"
        autoComplete="new-password"
        aria-describedby="password-rules"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        className="border-border rounded border px-3 py-2"
      />
      <PasswordRules id="password-rules" password={password} />
    </div>
  );
}

const meta = {
  title: 'Identity/PasswordRules',
  component: PasswordRules,
  args: { password: '' },
  decorators: [withI18n],
} satisfies Meta<typeof PasswordRules>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const PartlyMet: Story = { args: { password: 'secret1' } };

export const AllMet: Story = {
  args: { password: 'Secret1!' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.every((item) => item.dataset['met'] === 'true')).toBe(true);
  },
};

export const TooLong: Story = { args: { password: 'Secret1!Secret1!Secret1!' } };

export const German: Story = { args: { password: 'Secret1' }, parameters: { language: 'de' } };

export const WhileTyping: Story = {
  render: () => <PasswordFieldWithRules />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rule = (name: string) =>
      canvas.getAllByRole('listitem').find((item) => item.dataset['rule'] === name);
    await userEvent.type(canvas.getByLabelText('Password'), 'secret');
    await expect(rule('lowerCase')).toHaveAttribute('data-met', 'true');
    await expect(rule('upperCase')).toHaveAttribute('data-met', 'false');
    await userEvent.type(canvas.getByLabelText('Password'), 'S1!');
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item).toHaveAttribute('data-met', 'true');
    }
  },
};
