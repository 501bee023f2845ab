import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentPropsWithRef } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { LinkButton } from './link-button';

const meta = {
  title: 'UI kit/LinkButton',
  component: LinkButton,
  args: { href: '#shop-all', children: 'Shop all boxes' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Shop all boxes' });
    await expect(link).toHaveAttribute('href', '#shop-all');
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'View cart', href: '#cart' },
};

export const NewTab: Story = {
  args: {
    href: 'https://example.com/help',
    newTab: true,
    newTabLabel: 'opens in a new tab',
    children: 'Printing guidelines',
    variant: 'ghost',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Printing guidelines/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Stands in for the app's router Link: receives `to` and renders the anchor. */
function DemoRouterLink({ to, children, ...props }: { to: string } & ComponentPropsWithRef<'a'>) {
  return (
    <a href={`#${to}`} data-router-link="" {...props}>
      {children}
    </a>
  );
}

export const WithRouterLink: Story = {
  render: () => (
    <LinkButton as={DemoRouterLink} to="/checkout/shipping" size="lg">
      Continue to shipping
    </LinkButton>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Continue to shipping' });
    await waitFor(() => expect(link).toHaveFocus());
    await expect(link).toHaveAttribute('href', '#/checkout/shipping');
  },
};

export const LongText: Story = {
  args: {
    children: 'Browse every box style, insert and finish available for custom printing',
    className: 'max-w-xs',
  },
};
