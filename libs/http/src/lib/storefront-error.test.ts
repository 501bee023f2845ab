import { describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from './api-error';
import { ContentQueryError, isContentQueryError } from './content-query-error';
import { NeverOccurError, isNeverOccurError } from './never-occur-error';
import { StorefrontError, isStorefrontError } from './storefront-error';
import { TransformError, isTransformError } from './transform-error';
import { UnknownError, isUnknownError } from './unknown-error';

const guards = {
  api: isApiError,
  transform: isTransformError,
  'content-query': isContentQueryError,
  'never-occur': isNeverOccurError,
  unknown: isUnknownError,
} as const;

function samples() {
  return [
    new ApiError({ status: 404, code: 'ECX022', detail: 'Cart 42 does not exist' }),
    new TransformError({
      path: 'items[0].price',
      issues: [{ path: 'items[0].price', message: 'x' }],
    }),
    new ContentQueryError({ errors: [{ message: 'Unknown field "x"' }] }),
    new NeverOccurError(),
    new UnknownError(),
  ];
}

describe('error classes', () => {
  it('carry a stable code, kind, name, user message and cause', () => {
    const cause = new Error('socket hang up');
    const error = new ApiError({ status: 500, code: 'ECX041', cause });
    expect(error).toBeInstanceOf(StorefrontError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'api', code: 'ECX041', status: 500 });
    expect(error.userMessage).toBe(
      'Something went wrong while trying to make payments. Please try after sometime!',
    );
    expect(error.message).toBe(error.userMessage);
    expect(error.cause).toBe(cause);
    expect('cause' in new UnknownError()).toBe(false);
  });

  it('take the kind of their code from the catalogue when none is given', () => {
    expect(new StorefrontError({ code: 'ECX038' }).kind).toBe('api');
    expect(new StorefrontError({ code: 'ECX003' }).kind).toBe('transform');
    expect(new StorefrontError({ kind: 'unknown', code: 'ECX003' }).kind).toBe('unknown');
  });

  it('ApiError uses the service detail as message and keeps its code and body', () => {
    const error = new ApiError({
      status: 401,
      code: 'ECX009',
      serviceCode: 'Unauthorized',
      detail: 'Invalid access token',
      body: { detail: 'Invalid access token' },
    });
    expect(error.message).toBe('Invalid access token');
    expect(error.userMessage).toBe('Error occured while fetching customer info');
    expect(error.serviceCode).toBe('Unauthorized');
    expect(error.body).toEqual({ detail: 'Invalid access token' });
  });

  it('TransformError defaults to ECX003 and accepts another code', () => {
    expect(new TransformError().code).toBe('ECX003');
    expect(new TransformError({ code: 'ECX002' }).code).toBe('ECX002');
    expect(new TransformError({ path: 'id' })).toMatchObject({ kind: 'transform', path: 'id' });
  });

  it('ContentQueryError is ECX001 and joins GraphQL messages', () => {
    const error = new ContentQueryError({ errors: [{ message: 'A' }, { message: 'B' }] });
    expect(error).toBeInstanceOf(ContentQueryError);
    expect(error).toMatchObject({ name: 'ContentQueryError', code: 'ECX001', message: 'A; B' });
    expect(new ContentQueryError().message).toBe(new ContentQueryError().userMessage);
  });

  it('NeverOccurError is ECX998 and UnknownError is ECX999 with the specification message', () => {
    expect(new NeverOccurError()).toMatchObject({ code: 'ECX998', kind: 'never-occur' });
    expect(new UnknownError()).toMatchObject({
      code: 'ECX999',
      kind: 'unknown',
      message: 'Sorry, something went wrong. We are working on it.',
    });
  });

  it('serialize to plain data without cause or response', () => {
    const error = new ApiError({
      status: 404,
      code: 'ECX022',
      detail: 'gone',
      response: new Response(null, { status: 404 }),
      cause: new Error('x'),
    });
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'ApiError',
      kind: 'api',
      code: 'ECX022',
      message: 'gone',
      userMessage: 'Error occured while fetching cart info',
      status: 404,
      detail: 'gone',
    });
  });
});

describe('type guards', () => {
  it('recognise each kind and only that kind', () => {
    for (const error of samples()) {
      expect(isStorefrontError(error)).toBe(true);
      for (const [kind, guard] of Object.entries(guards)) {
        expect(guard(error)).toBe(error.kind === kind);
      }
    }
  });

  it('reject other values', () => {
    for (const value of [
      new Error('plain'),
      { kind: 'api', code: 'E1', message: 'x' },
      { kind: 'nope', code: 'ECX022', message: 'x' },
      null,
      'ECX022',
    ]) {
      expect(isStorefrontError(value)).toBe(false);
      expect(isApiError(value)).toBe(false);
    }
  });

  it('work on structured clones and JSON copies of the serialized error', () => {
    for (const error of samples()) {
      const guard = guards[error.kind];
      const cloned: unknown = structuredClone(error.toJSON());
      const viaJson: unknown = JSON.parse(JSON.stringify(error));
      expect(cloned).not.toBeInstanceOf(StorefrontError);
      expect(guard(cloned)).toBe(true);
      expect(guard(viaJson)).toBe(true);
      expect(isStorefrontError(cloned)).toBe(true);
    }
  });

  it('work on errors from another copy of the package', async () => {
    vi.resetModules();
    const copy = {
      ...(await import('./api-error')),
      ...(await import('./content-query-error')),
      ...(await import('./never-occur-error')),
    };
    expect(copy.ApiError).not.toBe(ApiError);

    const foreign = new copy.ApiError({ status: 404, code: 'ECX022' });
    expect(foreign).not.toBeInstanceOf(ApiError);
    expect(isApiError(foreign)).toBe(true);
    expect(isStorefrontError(foreign)).toBe(true);
    expect(isTransformError(foreign)).toBe(false);
    expect(isNeverOccurError(new copy.NeverOccurError())).toBe(true);
    expect(copy.isContentQueryError(new ContentQueryError())).toBe(true);
  });
});
