import type { StoryContext } from '@storybook/react-vite';
import { expect } from 'storybook/test';

// Play functions the form controls' stories share (not exported from the package): each
// finds the control by role and accessible name and checks one state, the same way for
// every control.

type ARIARole = Parameters<StoryContext['canvas']['getByRole']>[0];
type Play = (context: Pick<StoryContext, 'canvas'>) => Promise<void>;

function control({ canvas }: Pick<StoryContext, 'canvas'>, role: ARIARole, name?: string | RegExp) {
  return canvas.getByRole(role, name === undefined ? undefined : { name });
}

/**
 * The play of an invalid control: `aria-invalid` set and the hint and error read as its
 * description.
 *
 * @example
 * export const WithError: Story = {
 *   args: { error: 'Enter a message' },
 *   play: playInvalid('textbox', 'Message', 'Enter a message'),
 * };
 */
export function playInvalid(role: ARIARole, name: string | RegExp, description: string): Play {
  return async (context) => {
    const invalid = control(context, role, name);
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAccessibleDescription(description);
  };
}

/**
 * The play of a disabled control (the first of its role when no name is given).
 *
 * @example
 * export const Disabled: Story = { args: { disabled: true }, play: playDisabled('button', 'Checkout') };
 */
export function playDisabled(role: ARIARole, name?: string | RegExp): Play {
  return async (context) => {
    await expect(control(context, role, name)).toBeDisabled();
  };
}
