// @vitest-environment node
import {
  ApiError,
  ConfigurationError,
  ContentQueryError,
  TransformError,
  isApiError,
  isContentQueryError,
  isTransformError,
} from '@storefront/http';
import { failureOf } from '@storefront/http/testing';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createContentClient, type ContentClientOptions } from './content-client';

const schema = z.object({ page: z.object({ title: z.string() }).nullable() });
const request = {
  operationName: 'Page',
  query: 'query Page($path: String!) { page(path: $path) { title } }',
  variables: { path: 'view/about' },
  schema,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function clientAnswering(answer: (request: Request) => Response | Promise<Response>) {
  const fetch = vi.fn(async (input: Request) => answer(input));
  const options: ContentClientOptions = {
    baseUrl: 'http://content.test/content',
    token: 'read-token',
    storefrontId: 'boxup',
    fetch,
  };
  return { client: createContentClient(options), fetch };
}

describe('createContentClient', () => {
  it('posts the query, variables and operation name to {baseUrl}/graphql with the bearer token', async () => {
    let body: unknown;
    const { client, fetch } = clientAnswering(async (sent) => {
      body = await sent.clone().json();
      return json({ data: { page: { title: 'About' } } });
    });
    await expect(client.query(request)).resolves.toEqual({ page: { title: 'About' } });
    const sent = fetch.mock.calls[0]?.[0] as Request;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('http://content.test/content/graphql');
    expect(sent.headers.get('authorization')).toBe('Bearer read-token');
    expect(sent.headers.get('content-type')).toMatch(/application\/json/);
    expect(body).toEqual({
      query: request.query,
      variables: { path: 'view/about' },
      operationName: 'Page',
    });
  });

  it('turns GraphQL errors of a 200 answer into a ContentQueryError (ECX001) carrying them', async () => {
    const errors = [{ message: 'Cannot query field "titel"', locations: [{ line: 1, column: 9 }] }];
    const { client } = clientAnswering(() => json({ errors }));
    const error = await failureOf(client.query(request));
    expect(error).toBeInstanceOf(ContentQueryError);
    expect(isContentQueryError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'ECX001', kind: 'content-query', errors });
    expect((error as ContentQueryError).message).toBe('Cannot query field "titel"');
  });

  it('fails on errors even when partial data came with them', async () => {
    const { client } = clientAnswering(() =>
      json({ data: { page: null }, errors: [{ message: 'Resolver failed', path: ['page'] }] }),
    );
    await expect(client.query(request)).rejects.toMatchObject({
      code: 'ECX001',
      errors: [{ message: 'Resolver failed', path: ['page'] }],
    });
  });

  it("throws an ApiError for a 401 with the service's GraphQL message", async () => {
    const { client } = clientAnswering(() =>
      json({ errors: [{ message: 'Invalid or missing content token' }] }, 401),
    );
    const error = await failureOf(client.query(request));
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 401,
      code: 'ECX001',
      kind: 'api',
      detail: 'Invalid or missing content token',
      message: 'Invalid or missing content token',
    });
  });

  it('throws an ApiError for a 5xx and for no answer at all', async () => {
    const { client } = clientAnswering(() => new Response('Bad gateway', { status: 502 }));
    await expect(client.query(request)).rejects.toMatchObject({ status: 502, code: 'ECX001' });

    const offline = clientAnswering(() => {
      throw new TypeError('fetch failed');
    });
    const error = await failureOf(offline.client.query(request));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'ECX001' });
  });

  it('throws a TransformError (ECX003) naming the wrong field', async () => {
    const { client } = clientAnswering(() => json({ data: { page: { title: 42 } } }));
    const error = await failureOf(client.query(request));
    expect(error).toBeInstanceOf(TransformError);
    expect(isTransformError(error)).toBe(true);
    expect(error).toMatchObject({ code: 'ECX003', path: 'page.title' });
    expect((error as TransformError).message).toBe(
      'Content query Page returned invalid data: page.title: Invalid input: expected string, received number',
    );
  });

  it('throws a TransformError for an answer without data or that is not JSON', async () => {
    const empty = clientAnswering(() => json({}));
    await expect(empty.client.query(request)).rejects.toMatchObject({
      code: 'ECX003',
      path: '',
    });
    const broken = clientAnswering(
      () => new Response('{"data":', { headers: { 'content-type': 'application/json' } }),
    );
    await expect(broken.client.query(request)).rejects.toBeInstanceOf(TransformError);
    const wrong = clientAnswering(() => json({ errors: 'nope' }));
    await expect(wrong.client.query(request)).rejects.toMatchObject({
      code: 'ECX003',
      path: 'errors',
    });
  });

  it('passes the abort signal on', async () => {
    const { client } = clientAnswering(
      (sent) =>
        new Promise<Response>((_resolve, reject) => {
          if (sent.signal.aborted) reject(sent.signal.reason);
          sent.signal.addEventListener('abort', () => reject(sent.signal.reason));
        }),
    );
    const controller = new AbortController();
    const pending = client.query({ ...request, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ status: 0 });
  });

  it('normalises the locale: a culture gives its language, en is the default', () => {
    const base = { baseUrl: 'http://content.test', token: 't', storefrontId: 'boxup' };
    expect(createContentClient(base).locale).toBe('en');
    expect(createContentClient({ ...base, locale: 'de-DE' }).locale).toBe('de');
    expect(createContentClient({ ...base, locale: 'en_US' }).locale).toBe('en');
    expect(createContentClient({ ...base, storefrontId: ' ybd ' }).storefrontId).toBe('ybd');
  });

  it.each([
    [{ baseUrl: 'content.test' }, 'baseUrl'],
    [{ baseUrl: 'ftp://content.test' }, 'baseUrl'],
    [{ token: ' ' }, 'token'],
    [{ storefrontId: '' }, 'storefrontId'],
    [{ locale: 'fr-FR' }, 'locale'],
    [{ fetch: 'nope' }, 'fetch'],
  ])('refuses %j with a ConfigurationError naming %s', (override, field) => {
    const options = {
      baseUrl: 'http://content.test',
      token: 't',
      storefrontId: 'boxup',
      ...override,
    } as ContentClientOptions;
    let thrown: unknown;
    try {
      createContentClient(options);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigurationError);
    expect((thrown as ConfigurationError).issues[0]?.path).toBe(field);
  });

  it('resolves content-service URLs against the base URL', () => {
    const { client } = clientAnswering(() => json({}));
    expect(client.resolveUrl('/content/images/mailer.svg')).toBe(
      'http://content.test/content/images/mailer.svg',
    );
    expect(client.resolveUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});
