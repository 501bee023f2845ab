import { createTestSandbox } from '@storefront/sandbox-api/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partnerStore } from '../../lib/variants/partner-store';
import { showroomStore } from '../../lib/variants/showroom-store';
import { homeRoute, notFoundRoute } from '../routes/shell-routes';
import { setUpStorefrontSandbox } from '../testing/storefront-sandbox';

// The footer's service and social links follow the variant's switches (spec, section 1).
const sandbox = setUpStorefrontSandbox(createTestSandbox, { testTimeout: 20_000 });

describe('SiteFooter', () => {
  it('BoxUp shows customer service and its social profiles', async () => {
    const { missingKeys } = await sandbox.render('/not-found');
    const service = await screen.findByRole('navigation', { name: 'Customer service' });
    expect(within(service).getByRole('link', { name: 'Call us: +1 817 555 0142' })).toHaveAttribute(
      'href',
      'tel:+18175550142',
    );
    expect(
      within(service).getByRole('link', { name: 'Email: support@boxup.example' }),
    ).toHaveAttribute('href', 'mailto:support@boxup.example');
    expect(within(service).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/view/faq');
    const social = screen.getByRole('navigation', { name: 'Follow us' });
    const instagram = within(social).getByRole('link', {
      name: 'BoxUp on Instagram (opens in a new tab)',
    });
    expect(instagram).toHaveAttribute('target', '_blank');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(social).getAllByRole('link')).toHaveLength(3);
    expect(missingKeys).toEqual([]);
  });

  it('the showroom hides service and social links', async () => {
    await sandbox.render('/not-found', { variant: showroomStore });
    await screen.findByRole('navigation', { name: 'Quick links' });
    expect(screen.queryByRole('navigation', { name: 'Customer service' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Follow us' })).toBeNull();
  });

  it('Kartonwerk shows them in German, without the FAQ it does not compose', async () => {
    await sandbox.render('/not-found', {
      variant: partnerStore,
      routes: [homeRoute, notFoundRoute],
    });
    const service = await screen.findByRole('navigation', { name: 'Kundenservice' });
    expect(within(service).getAllByRole('link')).toHaveLength(2);
    expect(within(service).queryByRole('link', { name: 'Häufige Fragen' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Kartonwerk auf LinkedIn (öffnet in einem neuen Tab)' }),
    ).toHaveAttribute('href', 'https://www.linkedin.com/company/kartonwerk-example');
  });
});
