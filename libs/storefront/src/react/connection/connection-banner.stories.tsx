import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storefrontStory } from '../testing/storefront-story';
import { ConnectionNotice } from './connection-banner';

const meta = {
  title: 'Storefront/ConnectionBanner',
  component: ConnectionNotice,
  ...storefrontStory(),
} satisfies Meta<typeof ConnectionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the browser is offline: at the bottom of the window, over the page. */
export const Offline: Story = {
  args: { state: 'offline' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('alert');
    // English, or German in the partner brand.
    await expect(status).toHaveTextContent(/^(You are offline|Sie sind offline)\./);
  },
};

/** For a few seconds after the connection returns. */
export const BackOnline: Story = {
  args: { state: 'back-online' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      /^(You are back online|Sie sind wieder online)\.$/,
    );
  },
};

/** Online: nothing. */
export const Online: Story = {
  args: { state: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
