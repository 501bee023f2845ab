// Story helper (Storybook only, not in '@storefront/catalog/testing'): the decorator of the
// catalogue's stories.
import type { Decorator } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { CatalogStoryProviders } from './story-providers';

/**
 * The story decorator of the catalogue's stories: the story inside
 * {@link CatalogStoryProviders} (`seed`, `fetch`, `language` as there), in a box of
 * `className` (e.g. `max-w-2xl`) if given.
 *
 * @example
 * export const German: Story = { decorators: [withCatalogProviders({ language: 'de' })] };
 */
export function withCatalogProviders({
  className,
  ...props
}: Omit<ComponentProps<typeof CatalogStoryProviders>, 'children'> & {
  className?: string;
} = {}): Decorator {
  return (Story) => (
    <CatalogStoryProviders {...props}>
      {className ? (
        <div className={className}>
          <Story />
        </div>
      ) : (
        <Story />
      )}
    </CatalogStoryProviders>
  );
}
