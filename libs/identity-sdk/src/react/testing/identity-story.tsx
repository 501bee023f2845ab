// STORY HELPER ONLY — not exported from the package.
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { createIdentityI18n, type IdentityLanguage } from './identity-i18n';
import { IdentityPageFrame } from './identity-page-frame';
import { createStoryIdentity, type StoryIdentityOptions } from './story-identity';

/**
 * What a story of an identity page sets in `parameters.identityStory`: the address the page
 * opens at, its language and how the in-memory identity behaves.
 *
 * @example
 * parameters: { identityStory: { path: '/reset?ticketId=expired', identity: { resetTickets: [] } } }
 */
export interface IdentityStoryParameters {
  /** Address the router starts at; defaults to `/`. */
  path?: string;
  language?: IdentityLanguage;
  identity?: StoryIdentityOptions;
}

const i18nByLanguage = {
  en: createIdentityI18n('en'),
  de: createIdentityI18n('de'),
};

/** Shows where the router is, so a play function can check a redirect. */
function CurrentAddress() {
  const location = useLocation();
  return (
    <p className="text-ink-muted mt-8 border-t pt-2 text-xs">
      Story router address:{' '}
      <code data-testid="story-address">{`${location.pathname}${location.search}`}</code>
    </p>
  );
}

function IdentityStoryFrame({
  parameters,
  children,
}: {
  parameters: IdentityStoryParameters;
  children: ReactNode;
}) {
  // One identity per rendered story, kept across re-renders.
  const [identity] = useState(() => createStoryIdentity(parameters.identity));
  return (
    <IdentityPageFrame
      i18n={i18nByLanguage[parameters.language ?? 'en']}
      identity={identity}
      path={parameters.path}
      footer={<CurrentAddress />}
    >
      {children}
    </IdentityPageFrame>
  );
}

/**
 * Wraps an identity story in translations, an `IdentityProvider` around an in-memory
 * identity (`createStoryIdentity`) and a memory router, as set by
 * `parameters.identityStory`.
 *
 * @example
 * const meta = { component: LoginView, decorators: [withIdentityStory] } satisfies Meta<typeof LoginView>;
 */
export const withIdentityStory: Decorator = (Story, context) => {
  const parameters = (context.parameters['identityStory'] ?? {}) as IdentityStoryParameters;
  return (
    <IdentityStoryFrame parameters={parameters}>
      <Story />
    </IdentityStoryFrame>
  );
};

/**
 * The meta fields every identity page story shares: the providers of
 * {@link withIdentityStory} and the address, language and identity of
 * `parameters.identityStory`. A story's own `identityStory` is merged into these (Storybook
 * merges parameters), so it names only what differs.
 *
 * @example
 * const meta = {
 *   title: 'Identity/LostPasswordView',
 *   component: LostPasswordView,
 *   ...identityStory({ path: '/lost-password' }),
 * } satisfies Meta<typeof LostPasswordView>;
 */
export function identityStory(identityStory: IdentityStoryParameters = {}) {
  return { decorators: [withIdentityStory], parameters: { identityStory } };
}

/**
 * A play function whose steps get the story's canvas queries (`within(canvasElement)`) first.
 *
 * @example
 * export const Empty: Story = {
 *   play: playOnCanvas(async (canvas) => {
 *     await expect(canvas.getByLabelText(/^Email/)).toHaveValue('');
 *   }),
 * };
 */
export function playOnCanvas<Context extends { canvasElement: HTMLElement }>(
  steps: (canvas: ReturnType<typeof within>, context: Context) => Promise<void>,
): (context: Context) => Promise<void> {
  return (context) => steps(within(context.canvasElement), context);
}

/**
 * Waits for the page's alert or status message, checks its text and that it takes focus
 * (focus moves in an effect after the render, which a loaded machine delays). Returns it.
 *
 * @example
 * const alert = await expectFocusedMessage(canvas, 'alert', 'Ticket is invalid or expired');
 */
export async function expectFocusedMessage(
  canvas: ReturnType<typeof within>,
  role: 'alert' | 'status',
  text: string,
): Promise<HTMLElement> {
  const message = await canvas.findByRole(role);
  await expect(message).toHaveTextContent(text);
  await waitFor(() => expect(message).toHaveFocus());
  return message;
}
