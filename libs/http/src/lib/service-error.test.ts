import { describe, expect, it } from 'vitest';
import { parseServiceErrorBody } from './service-error';

describe('parseServiceErrorBody', () => {
  it('takes the message from detail, error_description, message, description in that order', () => {
    const all = { detail: 'd', error_description: 'e', message: 'm', description: 'x' };
    expect(parseServiceErrorBody(all).message).toBe('d');
    expect(parseServiceErrorBody({ ...all, detail: undefined }).message).toBe('e');
    expect(parseServiceErrorBody({ message: 'm', description: 'x' }).message).toBe('m');
    expect(parseServiceErrorBody({ description: 'x' }).message).toBe('x');
  });

  it('takes the code from title, friendly_message, code in that order', () => {
    const all = { title: 't', friendly_message: 'f', code: 'c' };
    expect(parseServiceErrorBody(all).code).toBe('t');
    expect(parseServiceErrorBody({ friendly_message: 'f', code: 'c' }).code).toBe('f');
    expect(parseServiceErrorBody({ code: 'c' }).code).toBe('c');
    expect(parseServiceErrorBody({ code: 409 }).code).toBe('409');
  });

  it('skips blank and non-string fields', () => {
    expect(parseServiceErrorBody({ detail: '  ', message: 'real', title: '', code: 'C' })).toEqual({
      message: 'real',
      code: 'C',
    });
    expect(parseServiceErrorBody({ detail: { nested: true }, description: 'flat' }).message).toBe(
      'flat',
    );
  });

  it('splits payment messages of the form CODE:detail, the CODE winning over the body code', () => {
    expect(
      parseServiceErrorBody({
        title: 'Bad Request',
        message: 'CARD_DECLINED:Your card was declined.',
      }),
    ).toEqual({ code: 'CARD_DECLINED', message: 'Your card was declined.' });
    expect(
      parseServiceErrorBody({ message: 'TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED:' }),
    ).toEqual({
      code: 'TRANSACTION_PAYMENT_METHOD_NONCE_CONSUMED',
      message: undefined,
    });
    expect(parseServiceErrorBody('CARD_DECLINED: Insufficient funds')).toEqual({
      code: 'CARD_DECLINED',
      message: 'Insufficient funds',
    });
  });

  it('leaves ordinary messages with a colon alone', () => {
    expect(parseServiceErrorBody({ detail: 'Cart 42: version mismatch', code: 'C' })).toEqual({
      message: 'Cart 42: version mismatch',
      code: 'C',
    });
  });

  it('reads a plain-text body as the message and ignores other shapes', () => {
    expect(parseServiceErrorBody('Service unavailable')).toEqual({
      message: 'Service unavailable',
      code: undefined,
    });
    for (const body of [undefined, null, 42, ['detail'], '']) {
      expect(parseServiceErrorBody(body)).toEqual({ message: undefined, code: undefined });
    }
  });
});
