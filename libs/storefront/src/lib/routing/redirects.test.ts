import { describe, expect, it } from 'vitest';
import { PERMANENT_REDIRECTS, permanentRedirectFor } from './redirects';

describe('the permanent redirects', () => {
  it('send the commerce document’s sample URLs to the sample pages', () => {
    expect(PERMANENT_REDIRECTS).toEqual({
      '/product/mailer-box-sample': '/product/custom-mailer-box-sample',
      '/product/square-mailer-box-sample': '/product/custom-square-mailer-box-sample',
      '/product/gable-box-sample': '/product/custom-gable-box-sample',
      '/product/gift-mailer-box-sample': '/product/custom-gift-mailer-box-sample',
      '/product/document-mailer-box-sample': '/product/custom-document-mailer-box-sample',
    });
  });

  it('never chain or loop: no target is itself redirected', () => {
    for (const target of Object.values(PERMANENT_REDIRECTS)) {
      expect(permanentRedirectFor(target)).toBeNull();
    }
    // The document's shipping box sample URL is already the sample page's.
    expect(permanentRedirectFor('/product/shipping-box-sample')).toBeNull();
  });

  it('keeps query and hash and ignores a trailing slash', () => {
    expect(permanentRedirectFor('/product/gift-mailer-box-sample/?linkID=SR-1#tabs')).toBe(
      '/product/custom-gift-mailer-box-sample?linkID=SR-1#tabs',
    );
  });

  it('leaves every other path, and prototype keys, alone', () => {
    for (const path of ['/', '/cart', '/product/custom-mailer-box', '/constructor', '/__proto__']) {
      expect(permanentRedirectFor(path)).toBeNull();
    }
  });
});
