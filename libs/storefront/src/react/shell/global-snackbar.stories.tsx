import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, within } from 'storybook/test';
import { useSnackbarStore } from '../snackbar-store';
import { storefrontStory } from '../testing/storefront-story';
import { GlobalSnackbar } from './global-snackbar';

function ShowOnMount({ message, tone }: { message: string; tone: 'info' | 'success' | 'error' }) {
  const show = useSnackbarStore((state) => state.show);
  useEffect(() => show(message, tone), [show, message, tone]);
  return <GlobalSnackbar />;
}

/** The play function of a story whose snackbar (a live region on the page) says `message`. */
function announces(message: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const status = await within(canvasElement.ownerDocument.body).findByRole('status');
    await expect(status).toHaveTextContent(message);
  };
}

const meta = {
  title: 'Storefront/GlobalSnackbar',
  component: GlobalSnackbar,
  ...storefrontStory(),
} satisfies Meta<typeof GlobalSnackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown once after sign-in, top centre; it hides itself after 5000 ms. */
export const LoggedIn: Story = {
  render: () => <ShowOnMount message="Logged in successfully" tone="success" />,
  play: announces('Logged in successfully'),
};

/** A failure message, announced the same way. */
export const Failure: Story = {
  render: () => (
    <ShowOnMount message="Sorry, something went wrong. We are working on it." tone="error" />
  ),
  play: announces('Sorry, something went wrong. We are working on it.'),
};
