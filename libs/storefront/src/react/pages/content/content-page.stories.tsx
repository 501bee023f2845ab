import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import {
  playOnCanvas,
  playPageUnlessNotFound,
  storefrontStory,
} from '../../testing/storefront-story';
import { ContentPage } from './content-page';

const meta = {
  title: 'Storefront/Pages/ContentPage',
  component: ContentPage,
  ...storefrontStory({ path: '/view/about' }),
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/view/about` of the brand, from the content service (`npm start` runs the sandbox). */
export const About: Story = {
  play: playOnCanvas(async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /About|Über/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  }),
};

/** The refund policy (every brand has one). */
export const RefundPolicy: Story = {
  parameters: { storefront: { path: '/policy/refund-policy' } },
  play: playOnCanvas(async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 }),
    ).not.toHaveTextContent(/couldn't find|nicht finden/);
  }),
};

/**
 * The contact page with its form: a missing name is named, nothing is sent. Kartonwerk has no
 * contact page (not found).
 */
export const ContactForm: Story = {
  parameters: { storefront: { path: '/view/contact' } },
  play: playPageUnlessNotFound(async ({ canvas }) => {
    // The form's code loads with the page that has one.
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Send message' }, { timeout: 5000 }),
    );
    await expect(await canvas.findByText('Your name is required')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(/Your name/)).toHaveFocus());
  }),
};

/** A slug the store does not have: the not-found page. */
export const UnknownSlug: Story = {
  parameters: { storefront: { path: '/view/no-such-page' } },
  play: playOnCanvas(async (canvas) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: /We couldn't find the page\.|Wir konnten die Seite nicht finden\./ },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  }),
};
