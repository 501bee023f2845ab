import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect } from 'storybook/test';
import { playOnCanvas, storefrontStory } from '../../testing/storefront-story';
import { SharedDesignRoutePage } from './shared-design-route-page';

const meta = {
  title: 'Storefront/Pages/SharedDesignRoutePage',
  component: SharedDesignRoutePage,
  ...storefrontStory({ path: '/shared-design/expired-link1' }),
  render: () => (
    <Routes>
      <Route path="/shared-design/:shareId" element={<SharedDesignRoutePage />} />
    </Routes>
  ),
} satisfies Meta<typeof SharedDesignRoutePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A share link the session service does not know: 'Request is invalid or expired', a way home. */
export const InvalidLink: Story = {
  play: playOnCanvas(async (canvas) => {
    await expect(
      await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 }),
    ).toHaveTextContent(
      /^(Request is invalid or expired|Die Anfrage ist ungültig oder abgelaufen)$/,
    );
    await expect(
      canvas.getByRole('link', { name: /Back to Homepage|Zur Startseite/ }),
    ).toHaveAttribute('href', '/');
  }),
};
