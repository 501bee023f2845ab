import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { catalogMessages } from '../lib/catalog-messages';
import { BoxStyleList } from './box-style-list';

async function i18nIn(lng: 'en' | 'de') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    resources: { en: { catalog: catalogMessages.en }, de: { catalog: catalogMessages.de } },
  });
  return instance;
}

describe('BoxStyleList', () => {
  it('lists the seven box styles under a heading', async () => {
    render(
      <I18nextProvider i18n={await i18nIn('en')}>
        <BoxStyleList />
      </I18nextProvider>,
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
      <I18nextProvider i18n={await i18nIn('de')}>
        <BoxStyleList
          renderStyle={(style, name) => <a href={`/product/${style.productSlug}`}>{name}</a>}
        />
      </I18nextProvider>,
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
    expect(keys(catalogMessages.de)).toEqual(keys(catalogMessages.en));
  });
});
