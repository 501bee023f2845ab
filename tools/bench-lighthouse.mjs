#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 (performance only) in Debian's Chromium, mobile and
// desktop presets, N runs, median score, LCP, TBT and CLS per brand for home, shop-all-boxes,
// a product page and the cart (routes a brand does not compose are skipped), against the
// production builds served by `vite preview` and a sandbox started for the run.
//
// Also measured in every round: a tiny static reference page served by this script, so a slow
// or busy machine shows in the figures (its score should be 100 and its metrics near zero).
//
//   node tools/bench-lighthouse.mjs [--runs 5] [--brands default,showroom,partner]
//        [--presets mobile,desktop] [--pages home,shop-all-boxes,product,cart] [--check] [--verbose]
//
// The apps were built against the sandbox at 127.0.0.1:4010, a port this script must not use.
// Chromium therefore talks through a loopback-only proxy started here: requests to :4010 go to
// this run's sandbox (same Host header, so the sandbox's own URLs keep pointing at :4010),
// other loopback requests pass unchanged, and anything else (any other host, any CONNECT) is
// refused and listed. Together with Chromium's flags that keeps the run off the network.
//
// `BENCH_DIST_ROOT=<dir>` serves the builds in `<dir>/<brand>` instead of `apps/<brand>/dist`
// (e.g. `npx vite build --outDir <dir>/default` in apps/default; nothing is built for you then)
// and writes the report to `<dir>/lighthouse.json`, so a measurement never touches the apps'
// own dist folders. Every server still gets a free port from the OS.
//
// Writes tmp/bench/lighthouse.json. `--check` compares the medians with the targets in
// tools/perf-budgets.json (`lighthouse`) and exits 1 when one is missed.
/* global fetch -- Node 20 globals */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BRANDS, ROOT, brandRoutes } from './lib/routes.mjs';
import {
  freePort,
  hasBuild,
  median,
  printTable,
  run,
  startPreview,
  startProcess,
  startSandbox,
  stopAll,
  waitForUrl,
} from './lib/servers.mjs';

const DIST_ROOT = process.env.BENCH_DIST_ROOT ? resolve(process.env.BENCH_DIST_ROOT) : null;
const REPORT_FILE = DIST_ROOT
  ? join(DIST_ROOT, 'lighthouse.json')
  : join(ROOT, 'tmp/bench/lighthouse.json');

/** `vite preview` of the build in `BENCH_DIST_ROOT/<brand>`, on a free port. */
async function startPreviewOf(brand, { verbose = false } = {}) {
  const port = await freePort();
  const outDir = join(DIST_ROOT, brand);
  const child = startProcess(
    `preview ${brand}`,
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: join(ROOT, 'apps', brand), verbose },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForUrl(`${origin}/`, child);
  return { port, origin, child };
}

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    brands: { type: 'string', default: BRANDS.join(',') },
    presets: { type: 'string', default: 'mobile,desktop' },
    pages: { type: 'string', default: 'home,shop-all-boxes,product,cart' },
    check: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`--runs must be a whole number ≥ 1 (got "${options.runs}").`);
  process.exit(2);
}
const list = (value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The pages measured: key, URL path, and the route path a brand must compose for it. */
const PAGES = [
  { key: 'home', path: '/', route: '/' },
  { key: 'shop-all-boxes', path: '/shop-all-boxes', route: '/shop-all-boxes' },
  { key: 'product', path: '/product/custom-mailer-box', route: '/product/:slug' },
  { key: 'cart', path: '/cart', route: '/cart' },
].filter((page) => list(options.pages).includes(page.key));
const BUILT_SANDBOX = '127.0.0.1:4010'; // where the built apps look for the sandbox
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PRESETS = {
  mobile: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } },
  desktop: {
    ...desktopConfig,
    settings: { ...desktopConfig.settings, onlyCategories: ['performance'] },
  },
};
const presets = list(options.presets).filter((preset) => {
  if (PRESETS[preset]) return true;
  console.error(`Unknown preset "${preset}" (mobile, desktop).`);
  process.exit(2);
});
const brands = list(options.brands).filter((brand) => {
  if (BRANDS.includes(brand)) return true;
  console.error(`Unknown brand "${brand}" (${BRANDS.join(', ')}).`);
  process.exit(2);
});
const targets = JSON.parse(readFileSync(join(ROOT, 'tools/perf-budgets.json'), 'utf8')).lighthouse;

const REFERENCE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Reference page of the Lighthouse bench." />
    <title>Reference page</title>
    <style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#222}h1{font-size:1.75rem}</style>
  </head>
  <body>
    <main>
      <h1>Reference page</h1>
      <p>Static HTML with no scripts, measured in the same run as the storefront pages: when
      this page scores below 100 or shows blocking time, the machine was slow or busy.</p>
    </main>
  </body>
</html>
`;

function startReferenceServer(port) {
  const server = http.createServer((request, response) => {
    if (request.url === '/' || request.url === '/index.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(REFERENCE_HTML);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  return new Promise((resolveServer) =>
    server.listen(port, '127.0.0.1', () => resolveServer(server)),
  );
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const HOP_BY_HOP = ['proxy-connection', 'proxy-authorization', 'connection', 'keep-alive'];

/**
 * HTTP forward proxy for Chromium: loopback only, :4010 → this run's sandbox. Each request
 * gets a fresh upstream connection and one retry when the connection fails before an answer
 * (a busy machine sometimes resets one), so a run is not lost to a proxy hiccup.
 */
function startLoopbackProxy(port, sandboxPort) {
  const blocked = new Set();
  const sandboxCalls = { total: 0, failed: 0 }; // answers of this run's sandbox (≥ 500 failed)
  const proxyErrors = [];
  const server = http.createServer((request, response) => {
    let target;
    try {
      target = new URL(request.url);
    } catch {
      response.writeHead(400).end('absolute URL expected');
      return;
    }
    if (target.protocol !== 'http:' || !LOOPBACK.has(target.hostname)) {
      blocked.add(target.origin);
      response.writeHead(403, { 'content-type': 'text/plain' }).end('blocked by the bench');
      return;
    }
    const isSandbox = target.host === BUILT_SANDBOX;
    const headers = { ...request.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const forward = (attempt) => {
        const upstream = http.request(
          {
            agent: false,
            host: '127.0.0.1',
            port: isSandbox ? sandboxPort : Number(target.port || 80),
            method: request.method,
            path: `${target.pathname}${target.search}`,
            headers,
          },
          (answer) => {
            if (isSandbox) {
              sandboxCalls.total += 1;
              if ((answer.statusCode ?? 502) >= 500) sandboxCalls.failed += 1;
            }
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', (error) => {
          if (response.headersSent) {
            response.destroy(error);
            return;
          }
          if (attempt === 0) {
            forward(1);
            return;
          }
          if (isSandbox) sandboxCalls.failed += 1;
          proxyErrors.push(`${request.method} ${target.href}: ${error.message}`);
          response.writeHead(502, { 'content-type': 'text/plain' });
          response.end(`bench proxy: ${error.message}`);
        });
        upstream.end(body);
      };
      forward(0);
    });
  });
  server.on('connect', (request, socket) => {
    blocked.add(`CONNECT ${request.url}`);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  return new Promise((resolveServer) =>
    server.listen(port, '127.0.0.1', () =>
      resolveServer({ server, blocked, sandboxCalls, proxyErrors }),
    ),
  );
}

async function measure(chromePort, url, preset) {
  const result = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error' },
    PRESETS[preset],
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lighthouseVersion: lhr.lighthouseVersion,
    chromeVersion: lhr.environment?.hostUserAgent?.match(/Chrome\/([\d.]+)/)?.[1] ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

function evaluate(entry) {
  if (entry.brand === 'reference' || entry.preset !== targets.preset) return [];
  const misses = [];
  const { median: m } = entry;
  const minScore = targets.minScore[entry.page];
  if (m.score === null) misses.push('no successful run');
  else {
    if (minScore !== undefined && m.score < minScore) misses.push(`score ${m.score} < ${minScore}`);
    if (m.lcpMs > targets.maxLcpMs)
      misses.push(`LCP ${(m.lcpMs / 1000).toFixed(2)} s > ${targets.maxLcpMs / 1000} s`);
    if (m.tbtMs > targets.maxTbtMs)
      misses.push(`TBT ${Math.round(m.tbtMs)} ms > ${targets.maxTbtMs} ms`);
    if (m.cls > targets.maxCls) misses.push(`CLS ${m.cls.toFixed(3)} > ${targets.maxCls}`);
  }
  return misses;
}

async function main() {
  const missing = brands.filter((brand) =>
    DIST_ROOT ? !existsSync(join(DIST_ROOT, brand, 'index.html')) : !hasBuild(brand),
  );
  if (missing.length > 0 && DIST_ROOT) {
    console.error(
      `No build of ${missing.join(', ')} in ${DIST_ROOT}: run npx vite build --outDir ${DIST_ROOT}/<brand> in apps/<brand>.`,
    );
    process.exit(1);
  }
  if (missing.length > 0) {
    console.log(`No production build of ${missing.join(', ')}: building the brand apps first…`);
    await run('npx', [
      'nx',
      'run-many',
      '-t',
      'build',
      '-p',
      BRANDS.join(','),
      '--outputStyle=static',
    ]);
  }

  console.log('Starting the sandbox, the brand apps (vite preview) and the reference page…');
  const previews = {};
  for (const brand of brands)
    previews[brand] = DIST_ROOT
      ? await startPreviewOf(brand, { verbose: options.verbose })
      : await startPreview(brand, { verbose: options.verbose });
  // CORS lets only configured origins call the sandbox: these previews' free ports.
  const sandbox = await startSandbox({
    env: {
      ISSUER: `http://${BUILT_SANDBOX}`,
      SANDBOX_CORS_ORIGINS: Object.values(previews)
        .map((preview) => preview.origin)
        .join(','),
    },
    verbose: options.verbose,
  });
  const reference = await startReferenceServer(await freePort());
  const referenceOrigin = `http://127.0.0.1:${reference.address().port}`;
  const proxy = await startLoopbackProxy(await freePort(), sandbox.port);
  const proxyPort = proxy.server.address().port;

  const targetsList = [{ brand: 'reference', page: 'reference', url: `${referenceOrigin}/` }];
  for (const brand of brands) {
    const composed = new Set((brandRoutes(brand) ?? []).map((route) => route.path));
    for (const page of PAGES) {
      if (composed.has(page.route)) {
        targetsList.push({ brand, page: page.key, url: `${previews[brand].origin}${page.path}` });
      }
    }
  }
  // Warm the servers (first requests compile or open things) so run 1 is not an outlier.
  for (const { url } of targetsList) await fetch(url).catch(() => undefined);

  const results = new Map(); // `${preset} ${brand} ${page}` → entry
  for (const preset of presets) {
    for (const target of targetsList) {
      results.set(`${preset} ${target.brand} ${target.page}`, {
        ...target,
        preset,
        runs: [],
        errors: [],
      });
    }
  }

  const total = RUNS * presets.length * targetsList.length;
  console.log(
    `${total} Lighthouse runs: ${RUNS} × ${presets.join('+')} × ${targetsList.length} pages (about ${Math.ceil((total * 10) / 60)} min)\n`,
  );
  let done = 0;
  const started = Date.now();
  let meta = {};
  for (let round = 1; round <= RUNS; round += 1) {
    // A fresh browser each round; pages and presets interleaved so drift hits all alike.
    const chrome = await launch({
      chromePath: CHROME_PATH,
      chromeFlags: [
        ...CHROME_FLAGS,
        `--proxy-server=http://127.0.0.1:${proxyPort}`,
        '--proxy-bypass-list=<-loopback>',
      ],
      logLevel: 'silent',
    });
    try {
      for (const preset of presets) {
        for (const target of targetsList) {
          const entry = results.get(`${preset} ${target.brand} ${target.page}`);
          let status;
          try {
            const measured = await measure(chrome.port, target.url, preset);
            entry.runs.push(measured);
            meta = {
              lighthouseVersion: measured.lighthouseVersion,
              chromeVersion: measured.chromeVersion,
            };
            status = `score ${measured.score ?? '—'}`;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            entry.errors.push(message);
            status = `error: ${message}`;
          }
          done += 1;
          const elapsed = Math.round((Date.now() - started) / 1000);
          console.log(
            `  [${String(done).padStart(3)}/${total}] ${elapsed}s round ${round} ${preset.padEnd(7)} ${target.brand.padEnd(9)} ${target.page.padEnd(14)} ${status}`,
          );
        }
      }
    } finally {
      await chrome.kill();
    }
  }

  const entries = [...results.values()].map((entry) => ({
    brand: entry.brand,
    page: entry.page,
    preset: entry.preset,
    url: entry.url,
    median: {
      score: median(entry.runs.map((r) => r.score)),
      lcpMs: median(entry.runs.map((r) => r.lcpMs)),
      tbtMs: median(entry.runs.map((r) => r.tbtMs)),
      cls: median(entry.runs.map((r) => r.cls)),
      fcpMs: median(entry.runs.map((r) => r.fcpMs)),
    },
    runs: entry.runs.map(({ score, lcpMs, tbtMs, cls, fcpMs, benchmarkIndex }) => ({
      score,
      lcpMs,
      tbtMs,
      cls,
      fcpMs,
      benchmarkIndex,
    })),
    errors: entry.errors,
    warnings: [...new Set(entry.runs.flatMap((r) => r.warnings))],
  }));
  for (const entry of entries) entry.misses = evaluate(entry);
  const benchmarkIndex = median(entries.flatMap((e) => e.runs.map((r) => r.benchmarkIndex)));

  const report = {
    generatedAt: new Date().toISOString(),
    ...meta,
    runs: RUNS,
    minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
    benchmarkIndex,
    targets,
    sandboxCalls: proxy.sandboxCalls,
    proxyErrors: proxy.proxyErrors,
    blockedRequests: [...proxy.blocked],
    results: entries,
  };
  mkdirSync(dirname(REPORT_FILE), { recursive: true });
  writeFileSync(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);

  const fmt = {
    score: (v) => (v === null ? '—' : String(Math.round(v))),
    s: (v) => (v === null ? '—' : `${(v / 1000).toFixed(2)} s`),
    ms: (v) => (v === null ? '—' : `${Math.round(v)} ms`),
    cls: (v) => (v === null ? '—' : v.toFixed(3)),
  };
  console.log(
    `\nLighthouse ${meta.lighthouseVersion ?? '?'}, Chromium ${meta.chromeVersion ?? '?'}: medians of ${RUNS} run(s); benchmarkIndex ${benchmarkIndex === null ? '—' : Math.round(benchmarkIndex)} (machine speed, higher is faster)\n`,
  );
  printTable(
    ['preset', 'brand', 'page', 'score', 'LCP', 'TBT', 'CLS', 'FCP', 'ok runs', 'target'],
    entries.map((e) => [
      e.preset,
      e.brand,
      e.page,
      fmt.score(e.median.score),
      fmt.s(e.median.lcpMs),
      fmt.ms(e.median.tbtMs),
      fmt.cls(e.median.cls),
      fmt.s(e.median.fcpMs),
      `${e.runs.length}/${RUNS}`,
      e.brand === 'reference' || e.preset !== targets.preset
        ? ''
        : e.misses.length
          ? 'MISSED'
          : 'met',
    ]),
  );
  const errors = entries.filter((e) => e.errors.length > 0);
  for (const e of errors)
    console.log(
      `\n${e.preset} ${e.brand} ${e.page}: ${e.errors.length} failed run(s): ${e.errors[0]}`,
    );
  console.log(
    `\nSandbox answered ${proxy.sandboxCalls.total} requests (${proxy.sandboxCalls.failed} with 5xx or no answer).`,
  );
  for (const error of proxy.proxyErrors) console.log(`Proxy could not forward ${error}`);
  if (proxy.blocked.size > 0) {
    console.log(
      `\nRequests off loopback, refused by the bench proxy (none left the machine): ${[...proxy.blocked].join(', ')}`,
    );
  }
  console.log(`\nWritten to ${relative(ROOT, REPORT_FILE)}`);

  await new Promise((resolveClose) => proxy.server.close(resolveClose));
  await new Promise((resolveClose) => reference.close(resolveClose));
  await stopAll();

  let exitCode = 0;
  if (options.check) {
    const missed = entries.filter((e) => e.misses.length > 0);
    if (missed.length > 0) {
      console.error(
        `\nbench:lighthouse --check: ${missed.length} page(s) miss the ${targets.preset} targets (tools/perf-budgets.json):`,
      );
      for (const e of missed) console.error(`  ✗ ${e.brand} ${e.page}: ${e.misses.join(', ')}`);
      exitCode = 1;
    } else {
      console.log(`\nbench:lighthouse --check: every ${targets.preset} target met.`);
    }
  }
  process.exit(exitCode);
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
