import { I18nProvider } from '@storefront/ui-kit/i18n';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordRules } from './password-rules';
import { createIdentityI18n, type IdentityLanguage } from './testing/identity-i18n';

function renderRules(password: string, lng: IdentityLanguage = 'en') {
  return render(
    <I18nProvider i18n={createIdentityI18n(lng)}>
      <PasswordRules id="password-rules" password={password} />
    </I18nProvider>,
  );
}

function states() {
  return Object.fromEntries(
    screen
      .getAllByRole('listitem')
      .map((item) => [item.getAttribute('data-rule'), item.getAttribute('data-met')]),
  );
}

describe('PasswordRules', () => {
  it('lists the rules under a heading', () => {
    renderRules('');
    expect(screen.getByRole('list', { name: 'Your password needs' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '8 to 20 characters (not met)',
      'An upper case letter (not met)',
      'A lower case letter (not met)',
      'A number (not met)',
      'A special character (!@#$%^&*) (not met)',
    ]);
  });

  it('marks the rules a partial password meets', () => {
    renderRules('secret1');
    expect(states()).toEqual({
      length: 'false',
      upperCase: 'false',
      lowerCase: 'true',
      number: 'true',
      specialCharacter: 'false',
    });
    expect(screen.getByText('A number')).toHaveTextContent('A number (met)');
  });

  it('marks every rule met for a valid password', () => {
    renderRules('Secret1!');
    expect(Object.values(states())).toEqual(['true', 'true', 'true', 'true', 'true']);
  });

  it('shows a too-long password as not meeting the length rule', () => {
    renderRules('Secret1!Secret1!Secret1!');
    expect(states()['length']).toBe('false');
  });

  it('carries the id for aria-describedby', () => {
    const { container } = renderRules('');
    expect(container.querySelector('#password-rules')).toHaveAttribute(
      'data-slot',
      'password-rules',
    );
  });

  it('speaks German', () => {
    renderRules('Secret1!', 'de');
    expect(screen.getByRole('list', { name: 'Ihr Passwort braucht' })).toBeInTheDocument();
    expect(screen.getByText('Einen Großbuchstaben')).toHaveTextContent('(erfüllt)');
  });
});
