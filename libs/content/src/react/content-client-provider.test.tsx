import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createContentClient } from '../lib/content-client';
import { ContentClientProvider, useContentClient } from './content-client-provider';

describe('ContentClientProvider', () => {
  it('provides the client', () => {
    const client = createContentClient({
      baseUrl: 'http://content.test/content',
      token: 't',
      storefrontId: 'ybd',
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ContentClientProvider client={client}>{children}</ContentClientProvider>
    );
    expect(renderHook(() => useContentClient(), { wrapper }).result.current).toBe(client);
  });

  it('throws outside the provider', () => {
    expect(() => renderHook(() => useContentClient())).toThrow(
      'useContentClient must be used within ContentClientProvider',
    );
  });
});
