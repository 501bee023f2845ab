import { describe, expect, it } from 'vitest';
import { BOX_STYLES, productWebUrl } from './box-styles';

describe('BOX_STYLES', () => {
  it('lists the seven box styles of the spec once each', () => {
    expect(BOX_STYLES.map((s) => s.id)).toEqual([
      'displayMailer',
      'shipper',
      'giftMailer',
      'squareMailer',
      'gableBox',
      'endOpenMailer',
      'documentMailer',
    ]);
  });

  it('has the six sample pages the spec names', () => {
    expect(BOX_STYLES.flatMap((s) => (s.sampleSlug ? [s.sampleSlug] : []))).toEqual([
      'custom-mailer-box-sample',
      'shipping-box-sample',
      'custom-gift-mailer-box-sample',
      'custom-square-mailer-box-sample',
      'custom-gable-box-sample',
      'custom-document-mailer-box-sample',
    ]);
  });
});

describe('productWebUrl', () => {
  it('joins the site origin and /product/{slug}', () => {
    expect(productWebUrl('https://boxup.example/', 'custom-gable-box')).toBe(
      'https://boxup.example/product/custom-gable-box',
    );
  });

  it('encodes a slug that is not URL safe', () => {
    expect(productWebUrl('https://boxup.example', 'a b')).toBe(
      'https://boxup.example/product/a%20b',
    );
  });
});
