import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultStore } from '../lib/variants/default-store';
import { partnerStore } from '../lib/variants/partner-store';
import { StorefrontProvider, useFeature, useHasRoute } from './storefront-context';

function SampleButtonProbe() {
  const showSample = useFeature('sampleOrderButton');
  const hasCart = useHasRoute('/cart');
  return (
    <p>
      sample:{String(showSample)} cart:{String(hasCart)}
    </p>
  );
}

describe('useFeature', () => {
  it("reads the running brand's switch", () => {
    render(
      <StorefrontProvider variant={defaultStore} composedPaths={['/', '/cart']}>
        <SampleButtonProbe />
      </StorefrontProvider>,
    );
    expect(screen.getByText('sample:true cart:true')).toBeInTheDocument();
  });

  it('is off for the partner, which also has no cart route', () => {
    render(
      <StorefrontProvider variant={partnerStore} composedPaths={['/']}>
        <SampleButtonProbe />
      </StorefrontProvider>,
    );
    expect(screen.getByText('sample:false cart:false')).toBeInTheDocument();
  });

  it('explains itself when used outside the provider', () => {
    expect(() => render(<SampleButtonProbe />)).toThrow(
      'useStoreVariant must be used within StorefrontProvider',
    );
  });
});
