#!/usr/bin/env node
// `npm run bench:sandbox`: loads a few sandbox endpoints on loopback with autocannon and prints
// p50/p99 latency, requests per second and errors per endpoint. The sandbox is started here
// (from source, in-memory PGlite) on a free port and stopped at the end. Every endpoint is
// bounded in time (`--duration`, seconds) and in count (`--amount`, requests).
//
//   node tools/bench-sandbox.mjs [--duration 5] [--amount 5000] [--connections 10]
//        [--only health,login] [--verbose]
//
// Writes tmp/bench/sandbox.json. Endpoints are the ENDPOINTS table below; an entry's `setup`
// may prepare data (a token, a cart) or skip the endpoint with a reason (e.g. a service that
// is not served yet answers 404).
/* global fetch -- Node 20 globals */
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/routes.mjs';
import { printTable, startSandbox, stopAll } from './lib/servers.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    amount: { type: 'string', default: '5000' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const DURATION = Number(options.duration);
const AMOUNT = Number(options.amount);
const CONNECTIONS = Number(options.connections);
for (const [name, value] of Object.entries({ DURATION, AMOUNT, CONNECTIONS })) {
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name.toLowerCase()} must be a positive number.`);
    process.exit(2);
  }
}

const TENANT = 'north-america';
const STORE = 'boxup';
const ANON_SERVICE_KEY = 'boxupAnonServiceKey001';
const ECOMMERCE = `/ecommerce/tenants/${TENANT}/storefronts/${STORE}`;
const DEMO = { email: 'demo@boxup.example', password: 'Boxes4All!' };
const json = { 'content-type': 'application/json', accept: 'application/json' };

async function call(origin, method, path, { headers = {}, body } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { ...json, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let data = null;
  try {
    data = JSON.parse(text);
  } catch {
    data = text;
  }
  return { status: response.status, data };
}

async function anonymousToken(origin) {
  const { status, data } = await call(origin, 'POST', `/anon/${ANON_SERVICE_KEY}/token`);
  if (status !== 200) throw new Error(`anonymous token: ${status} ${JSON.stringify(data)}`);
  return data.anonymousToken;
}

/** Shoppers minted for endpoints that need a new shopper per request. */
const SHOPPER_POOL = 300;

async function mintAnonymousTokens(origin, count) {
  const tokens = [];
  while (tokens.length < count) {
    const batch = Math.min(10, count - tokens.length);
    tokens.push(
      ...(await Promise.all(Array.from({ length: batch }, () => anonymousToken(origin)))),
    );
  }
  return tokens;
}

/** The request that creates a cart with one line (ecommerce contract; probed before use). */
const CREATE_CART_BODY = {
  lineItems: [{ productKey: 'custom-mailer-box', quantity: 100 }],
};

async function createCart(origin) {
  const token = await anonymousToken(origin);
  const headers = { authorization: `Bearer ${token}` };
  const { status, data } = await call(origin, 'POST', `${ECOMMERCE}/carts`, {
    headers,
    body: CREATE_CART_BODY,
  });
  if (status === 404 && data?.title === 'NotFound') {
    return { skip: 'cart service not served yet (POST …/carts answers 404)' };
  }
  if (status < 200 || status >= 300) {
    return { skip: `creating a cart answered ${status} ${JSON.stringify(data).slice(0, 160)}` };
  }
  const cartId = data?.id ?? data?.cartId ?? data?.cart?.id;
  return cartId ? { headers, cartId } : { skip: 'created cart has no id in its answer' };
}

/**
 * The endpoints under load. `setup(origin)` runs once before the load and returns overrides
 * (`path`, `headers`, `body`) or `{ skip: reason }`.
 */
const ENDPOINTS = [
  { name: 'health', method: 'GET', path: '/health' },
  { name: 'anonymous token', method: 'POST', path: `/anon/${ANON_SERVICE_KEY}/token` },
  {
    name: 'login (demo customer)',
    method: 'POST',
    path: `/auth/v1/${TENANT}/login`,
    body: { storeFrontId: STORE, ...DEMO },
    // bcrypt (cost 10) makes each sign-in CPU-bound; fewer connections keep p50 meaningful.
    connections: 4,
  },
  {
    // Password hashing must not hold the server: /health is probed (one connection) while
    // sign-ins run on four connections in the background for the same time.
    name: 'health under login load',
    method: 'GET',
    path: '/health',
    connections: 1,
    background: {
      name: 'login',
      method: 'POST',
      path: `/auth/v1/${TENANT}/login`,
      body: { storeFrontId: STORE, ...DEMO },
      connections: 4,
    },
  },
  {
    name: 'content GraphQL (shopAllBoxes)',
    method: 'POST',
    path: '/content/graphql',
    headers: { authorization: 'Bearer sandbox-content-read-token' },
    body: {
      query: `query { shopAllBoxes(storefrontId: "${STORE}", locale: "en") { title tiles { id title redirectUri } } }`,
    },
  },
  {
    name: 'productPrice',
    method: 'GET',
    path: `/price/tenants/${TENANT}/storefronts/${STORE}/productPrice?productKey=custom-mailer-box&quantities=50,100,250,500`,
  },
  {
    name: 'cart: create',
    method: 'POST',
    path: `${ECOMMERCE}/carts`,
    body: CREATE_CART_BODY,
    // A shopper has one active cart (a second create is 409 ActiveCartExists), so every
    // request is sent by a new anonymous shopper: tokens are minted first, one per request.
    async setup(origin) {
      const cart = await createCart(origin);
      if (cart.skip) return cart;
      const tokens = await mintAnonymousTokens(origin, Math.min(AMOUNT, SHOPPER_POOL) + 1);
      let next = 0;
      return {
        maxRequests: tokens.length - 1,
        nextHeaders: () => ({ authorization: `Bearer ${tokens[next++ % tokens.length]}` }),
      };
    },
  },
  {
    name: 'cart: read',
    method: 'GET',
    path: `${ECOMMERCE}/carts/{cartId}`,
    async setup(origin) {
      const cart = await createCart(origin);
      return cart.skip
        ? cart
        : { headers: cart.headers, path: `${ECOMMERCE}/carts/${cart.cartId}` };
    },
  },
];

async function load(origin, endpoint) {
  const connections = Math.min(endpoint.connections ?? CONNECTIONS, CONNECTIONS);
  const headers = { ...json, ...endpoint.headers };
  const body = endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body);
  // One request first: a wrong request should show as such, not as thousands of errors.
  const probe = await call(origin, endpoint.method, endpoint.path, {
    headers: { ...endpoint.headers, ...endpoint.nextHeaders?.() },
    body: endpoint.body,
  });
  const background = endpoint.background
    ? autocannon({
        url: `${origin}${endpoint.background.path}`,
        method: endpoint.background.method,
        headers: json,
        body: JSON.stringify(endpoint.background.body),
        connections: endpoint.background.connections,
        duration: DURATION,
        timeout: 10,
      })
    : undefined;
  const result = await autocannon({
    url: `${origin}${endpoint.path}`,
    method: endpoint.method,
    headers,
    body,
    connections,
    duration: DURATION,
    maxOverallRequests: Math.min(AMOUNT, endpoint.maxRequests ?? AMOUNT),
    timeout: 10,
    ...(endpoint.nextHeaders && {
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, ...endpoint.nextHeaders() },
          }),
        },
      ],
    }),
  });
  const behind = background ? await background : undefined;
  return {
    probeStatus: probe.status,
    ...(behind && {
      background: {
        name: endpoint.background.name,
        connections: endpoint.background.connections,
        requests: behind.requests.total,
        reqPerSec: Math.round(behind.requests.average),
        p50Ms: behind.latency.p50,
        non2xx: behind.non2xx,
      },
    }),
    connections,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
    ),
    seconds: Number(result.duration.toFixed(1)),
  };
}

async function main() {
  const only = options.only?.split(',').map((name) => name.trim().toLowerCase());
  const selected = ENDPOINTS.filter(
    (endpoint) => !only || only.some((name) => endpoint.name.toLowerCase().includes(name)),
  );
  console.log('Starting the sandbox (in-memory PGlite) on a free port…');
  const sandbox = await startSandbox({ verbose: options.verbose });
  console.log(
    `sandbox at ${sandbox.origin}; each endpoint: up to ${DURATION} s and ${AMOUNT} requests, up to ${CONNECTIONS} connections\n`,
  );

  const rows = [];
  for (const base of selected) {
    const prepared = base.setup ? await base.setup(sandbox.origin) : {};
    const endpoint = { ...base, ...prepared, headers: { ...base.headers, ...prepared.headers } };
    if (prepared.skip) {
      console.log(`  ${endpoint.name}: skipped, ${prepared.skip}`);
      rows.push({
        name: endpoint.name,
        method: endpoint.method,
        path: base.path ?? null,
        skipped: prepared.skip,
      });
      continue;
    }
    const measured = await load(sandbox.origin, endpoint);
    console.log(
      `  ${endpoint.name}: ${measured.requests} requests in ${measured.seconds} s, p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, max ${measured.maxMs} ms`,
    );
    if (measured.background) {
      console.log(
        `    meanwhile ${measured.background.name}: ${measured.background.requests} requests, ${measured.background.reqPerSec}/s on ${measured.background.connections} connections`,
      );
    }
    rows.push({ name: endpoint.name, method: endpoint.method, path: endpoint.path, ...measured });
  }
  await stopAll();

  const report = {
    generatedAt: new Date().toISOString(),
    node: process.version,
    durationSeconds: DURATION,
    maxRequests: AMOUNT,
    connections: CONNECTIONS,
    endpoints: rows,
  };
  mkdirSync(join(ROOT, 'tmp/bench'), { recursive: true });
  writeFileSync(join(ROOT, 'tmp/bench/sandbox.json'), `${JSON.stringify(report, null, 2)}\n`);

  console.log('\nSandbox on loopback (autocannon)\n');
  printTable(
    ['endpoint', 'request', 'conns', 'requests', 'req/s', 'p50', 'p99', 'errors'],
    rows.map((row) =>
      row.skipped
        ? [row.name, `${row.method} ${shorten(row.path ?? '')}`, '—', '—', '—', '—', '—', 'skipped']
        : [
            row.name,
            `${row.method} ${shorten(row.path)}`,
            String(row.connections),
            String(row.requests),
            String(row.reqPerSec),
            `${row.p50Ms} ms`,
            `${row.p99Ms} ms`,
            String(row.non2xx + row.errors + row.timeouts),
          ],
    ),
  );
  for (const row of rows) {
    if (row.skipped) continue;
    if (row.name.startsWith('login')) {
      console.log(
        `\nLogin throughput: ${row.reqPerSec} sign-ins/s (${row.connections} connections, p50 ${row.p50Ms} ms)`,
      );
    }
    if (row.background) {
      console.log(
        `Health under login load: p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, max ${row.maxMs} ms while ${row.background.reqPerSec} sign-ins/s ran`,
      );
    }
  }
  const failing = rows.filter((row) => !row.skipped && row.non2xx + row.errors + row.timeouts > 0);
  for (const row of failing) {
    console.log(
      `\n${row.name}: first request answered ${row.probeStatus}; status codes ${JSON.stringify(row.statusCodes)}, ${row.errors} errors, ${row.timeouts} timeouts`,
    );
  }
  console.log('\nWritten to tmp/bench/sandbox.json');
}

function shorten(path) {
  return path.length > 48 ? `${path.slice(0, 45)}…` : path;
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
