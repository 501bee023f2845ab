// Story helper (not exported from the package): renders a story inside the orders providers
// with a query client seeded with sample answers (Storybook has no sandbox; calls that are not
// seeded answer 404, or what `fetch` answers).
import type { HttpFetch } from '@storefront/http';
import type { Decorator } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { OrdersTestProviders, createTestQueryClient, noServices } from './orders-test-providers';

interface OrdersStoryProvidersProps {
  seed?: (queryClient: QueryClient) => void;
  fetch?: HttpFetch;
  language?: 'en' | 'de';
  children: ReactNode;
}

/** Providers of one story render, with an optional seed of the query cache. */
export function OrdersStoryProviders({
  seed,
  fetch = noServices,
  language = 'en',
  children,
}: OrdersStoryProvidersProps) {
  const [queryClient] = useState(() => {
    const client = createTestQueryClient();
    seed?.(client);
    return client;
  });
  return (
    <OrdersTestProviders
      fetch={fetch}
      token="story-token"
      queryClient={queryClient}
      language={language}
    >
      <div className="bg-surface text-ink max-w-5xl p-4">{children}</div>
    </OrdersTestProviders>
  );
}

/**
 * The story decorator of the orders stories: the story inside {@link OrdersStoryProviders}
 * (`fetch`, `language`, `seed` as there), in a box of `className` (e.g. `max-w-md`) if given.
 * Without `language`, a story's `parameters.language` picks it (`'de'`, else English).
 *
 * @example
 * export const Empty: Story = { decorators: [withOrdersProviders({ fetch: historyFetch(0) })] };
 * export const German: Story = { parameters: { language: 'de' } };
 */
export function withOrdersProviders({
  className,
  ...props
}: Omit<OrdersStoryProvidersProps, 'children'> & { className?: string } = {}): Decorator {
  return (Story, context) => (
    <OrdersStoryProviders
      language={context.parameters['language'] === 'de' ? 'de' : 'en'}
      {...props}
    >
      {className ? (
        <div className={className}>
          <Story />
        </div>
      ) : (
        <Story />
      )}
    </OrdersStoryProviders>
  );
}
