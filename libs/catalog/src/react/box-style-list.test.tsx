import { I18nProvider } from '@storefront/ui-kit/i18n';
import { catalogueSource, createTestI18n } from '@storefront/ui-kit/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOG_NAMESPACE } from '../lib/catalog-messages';
import { catalogMessages } from '../lib/catalog.messages';
import { BoxStyleList } from './box-style-list';

async function i18nIn(lng: 'en' | 'de') {
  return Promise.resolve(createTestI18n(CATALOG_NAMESPACE, catalogMessages, { lng }));
}

describe('BoxStyleList', () => {
  it('lists the seven box styles under a heading', async () => {
    render(
      <I18nProvider i18n={await i18nIn('en')}>
        <BoxStyleList />
      </I18nProvider>,
    );
    const list = screen.getByRole('region', { name: 'Box styles' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Display mailer',
      'Shipping box',
      'Gift mailer',
      'Square mailer',
      'Gable box',
      'End open mailer',
      'Document mailer',
    ]);
  });

  it('names the styles in German for German shoppers', async () => {
    render(
      <I18nProvider i18n={await i18nIn('de')}>
        <BoxStyleList
          renderStyle={(style, name) => <a href={`/product/${style.productSlug}`}>{name}</a>}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'Giebelschachtel' })).toHaveAttribute(
      'href',
      '/product/custom-gable-box',
    );
  });
});

describe('catalogMessages', () => {
  it('has the same keys in English and German', () => {
    const keys = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, child]) =>
        typeof child === 'object' ? keys(child as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    const { en, de } = catalogueSource(catalogMessages);
    expect(keys(de)).toEqual(keys(en));
  });
});
