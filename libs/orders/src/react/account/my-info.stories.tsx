import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleCustomerJson, sampleSubscription } from '../testing/sample-customer';
import { storyFetch } from '../testing/story-fetch';
import { withOrdersProviders } from '../testing/story-providers';
import { MyInfo } from './my-info';

let newsletter: 'subscribed' | 'unsubscribed' = 'unsubscribed';
const accountFetch = storyFetch([
  ['GET', /\/customers\/[^/]+$/, () => sampleCustomerJson()],
  [
    'PATCH',
    /\/customers\/[^/]+$/,
    async (request) => ({
      ...sampleCustomerJson(),
      ...((await request.json()) as object),
      version: 2,
    }),
  ],
  ['GET', /\/newsletter\/subscription\/status$/, () => sampleSubscription(newsletter)],
  ['POST', /\/newsletter\/subscribe$/, () => sampleSubscription((newsletter = 'subscribed'))],
  ['POST', /\/newsletter\/unsubscribe$/, () => sampleSubscription((newsletter = 'unsubscribed'))],
]);

const identity = {
  updatePassword: fn(async () => {}),
  updateEmail: fn(async () => {}),
  sendVerificationEmail: fn(async () => {}),
};

const meta = {
  title: 'Orders/Account/MyInfo',
  component: MyInfo,
  args: { customerId: 'cus_demo_dana_whitfield', audienceId: 'boxup-newsletter', identity },
} satisfies Meta<typeof MyInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole account: profile, default addresses (read only here), newsletter, password, email. */
export const Account: Story = {
  decorators: [withOrdersProviders({ fetch: accountFetch })],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /First name/ })).toHaveValue('Dana');
    await expect(canvas.getAllByText('1200 Ballpark Way')).toHaveLength(2);
    const box = await canvas.findByRole('checkbox', { name: 'Send me the newsletter' });
    await userEvent.click(box);
    await expect(await canvas.findByText('You are subscribed to the newsletter.')).toBeVisible();
  },
};

/** The customer could not be read. */
export const LoadFailed: Story = {
  decorators: [withOrdersProviders()],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Error occured while fetching customer info',
    );
  },
};
