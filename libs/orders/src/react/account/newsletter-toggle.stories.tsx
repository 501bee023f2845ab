import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { sampleSubscription } from '../testing/sample-customer';
import { storyFetch } from '../testing/story-fetch';
import { withOrdersProviders } from '../testing/story-providers';
import { NewsletterToggle } from './newsletter-toggle';

const meta = {
  title: 'Orders/Account/NewsletterToggle',
  component: NewsletterToggle,
  args: { email: 'demo@boxup.example', audienceId: 'boxup-newsletter' },
} satisfies Meta<typeof NewsletterToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Subscribed already; unsubscribing works. */
export const Subscribed: Story = {
  decorators: [
    withOrdersProviders({
      fetch: storyFetch([
        ['GET', /status$/, () => sampleSubscription('subscribed')],
        ['POST', /unsubscribe$/, () => sampleSubscription('unsubscribed')],
      ]),
    }),
  ],
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('checkbox', { name: 'Send me the newsletter' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
  },
};

/** Subscribing fails: 'Failed to subscribe to the Newsletter', the box stays unticked. */
export const SubscribeFails: Story = {
  decorators: [
    withOrdersProviders({
      fetch: storyFetch([
        ['GET', /status$/, () => sampleSubscription('unsubscribed')],
        [
          'POST',
          /subscribe$/,
          () => Response.json({ title: 'Down', detail: 'down' }, { status: 400 }),
        ],
      ]),
    }),
  ],
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('checkbox', { name: 'Send me the newsletter' });
    await userEvent.click(box);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Failed to subscribe to the Newsletter'),
    );
    await expect(box).not.toBeChecked();
  },
};
