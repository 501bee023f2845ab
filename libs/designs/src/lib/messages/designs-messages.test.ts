import { catalogueSource } from '@storefront/ui-kit/testing';
import { ecxCatalogue } from '@storefront/http';
import { describe, expect, it } from 'vitest';
import { designsMessages as compiledDesignsMessages } from '../designs-messages';
import { DIELINE_STYLE_IDS } from '../dielines/dieline-model';
import { BOX_STYLE_DIELINES, generateDieline } from '../dielines/box-style-dielines';

const designsMessages = catalogueSource(compiledDesignsMessages);

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('designsMessages', () => {
  it('has the same keys in English and German, none empty', () => {
    expect(keys(designsMessages.de).sort()).toEqual(keys(designsMessages.en).sort());
    for (const language of [designsMessages.en, designsMessages.de]) {
      for (const key of keys(language)) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language);
        expect(String(text).trim(), key).not.toBe('');
      }
    }
  });

  it('keeps the spec wording in English', () => {
    expect(designsMessages.en.saveDesign.required).toBe('Design name required');
    expect(designsMessages.en.myDesigns.empty).toBe('No Designs Available');
    expect(designsMessages.en.approve.consentRequired).toBe(
      'In Order to add to cart, please check the checkbox',
    );
  });

  it('uses the ECX catalogue messages for the design calls', () => {
    for (const code of [
      'ECX012',
      'ECX013',
      'ECX014',
      'ECX015',
      'ECX019',
      'ECX035',
      'ECX039',
    ] as const) {
      expect(designsMessages.en.errors[code]).toBe(ecxCatalogue[code].message);
    }
    expect(designsMessages.en.errors.unknown).toBe(ecxCatalogue.ECX999.message);
  });

  it('names every panel and style of every dieline', () => {
    for (const style of DIELINE_STYLE_IDS) {
      expect(designsMessages.de.styles[style]).toBeTruthy();
      for (const preset of BOX_STYLE_DIELINES[style].presets) {
        for (const panel of generateDieline(style, preset).panels) {
          const overrides: Record<string, Record<string, string>> = designsMessages.en
            .panelsByStyle;
          const english =
            overrides[style]?.[panel.id] ??
            (designsMessages.en.panels as Record<string, string>)[panel.id];
          expect(english, `${style} ${panel.id}`).toBe(panel.name);
        }
      }
    }
  });
});
