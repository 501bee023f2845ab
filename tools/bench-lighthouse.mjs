#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 (performance only) in Debian's Chromium, N runs,
// medians of score, LCP, TBT, CLS, FCP and TTFB per brand for home, shop-all-boxes and a product
// page (the cart on request; routes a brand does not compose are skipped), against each brand's
// production server (`node dist-server/server.js`, pages rendered on the server) and a sandbox
// started for the run. Mobile by default; `--presets mobile,desktop` adds desktop.
//
// Also measured in every round: a tiny static reference page served by this script, so a slow
// or busy machine shows in the figures (its score should be 100 and its metrics near zero).
//
//   node tools/bench-lighthouse.mjs [--runs 5] [--brands default,showroom,partner]
//        [--presets mobile] [--pages home,shop-all-boxes,product,cart] [--check] [--verbose]
//
// Every server gets a free port from the OS (never 4010 or 4200–4202, so a running `npm start`
// or journey is left alone): the sandbox (in memory, its CORS allow-list set to the brand
// servers' origins with SANDBOX_CORS_ORIGINS) and one production server per brand (PORT, and
// VITE_SANDBOX_URL pointing it at this run's sandbox; the server hands its service URLs to the
// page it renders). Chromium talks through a loopback-only proxy started here: loopback requests
// pass (any still sent to the build-time sandbox address :4010 go to this run's sandbox and are
// counted), anything else (any other host, any CONNECT) is refused and listed. Together with
// Chromium's flags that keeps the run off the network.
//
// `BENCH_DIST_ROOT=<dir>` runs the builds in `<dir>/<brand>/dist` and `<dir>/<brand>/dist-server`
// instead of apps/<brand> (in apps/<brand>: `npx vite build --outDir <dir>/<brand>/dist` and
// `npx vite build --ssr src/server.ts --outDir <dir>/<brand>/dist-server`; keep <dir> inside the
// workspace, e.g. tmp/bench/builds, so server.js finds node_modules; nothing is built for you
// then) and writes the report to `<dir>/lighthouse.json`, so a measurement never touches the
// apps' own build folders.
//
// Writes tmp/bench/lighthouse.json. Not a gate: `--check` compares the medians with the targets
// in tools/perf-budgets.json (`lighthouse`) and exits 1 when one is missed.
/* global fetch -- Node 20 globals */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BUILT_SANDBOX, startLoopbackProxy, startReferenceServer } from './lib/bench-proxy.mjs';
import { BRANDS, ROOT, brandRoutes } from './lib/routes.mjs';
import {
  buildDirOf,
  freePort,
  hasBuild,
  median,
  printTable,
  run,
  startBrandServer,
  startSandbox,
  stopAll,
} from './lib/servers.mjs';

const DIST_ROOT = process.env.BENCH_DIST_ROOT ? resolve(process.env.BENCH_DIST_ROOT) : null;
const REPORT_FILE = DIST_ROOT
  ? join(DIST_ROOT, 'lighthouse.json')
  : join(ROOT, 'tmp/bench/lighthouse.json');

/** Folder of a brand's build: `apps/<brand>`, or `BENCH_DIST_ROOT/<brand>`. */
const buildDir = (brand) => buildDirOf(brand, DIST_ROOT ?? undefined);

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    brands: { type: 'string', default: BRANDS.join(',') },
    presets: { type: 'string', default: 'mobile' },
    pages: { type: 'string', default: 'home,shop-all-boxes,product' },
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

function observedTimings(lhr) {
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  return {
    fcpMs: metrics.observedFirstContentfulPaint ?? null,
    lcpMs: metrics.observedLargestContentfulPaint ?? null,
    domContentLoadedMs: metrics.observedDomContentLoaded ?? null,
  };
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
    ttfbMs: numeric('server-response-time'),
    // The unthrottled load the simulation starts from: whether the first paint came before the
    // module scripts ran (DOMContentLoaded) explains most of the spread between runs.
    observed: observedTimings(lhr),
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
  const missing = brands.filter((brand) => !hasBuild(buildDir(brand)));
  if (missing.length > 0 && DIST_ROOT) {
    console.error(
      `No build of ${missing.join(', ')} in ${DIST_ROOT}: in apps/<brand> run npx vite build --outDir ${DIST_ROOT}/<brand>/dist && npx vite build --ssr src/server.ts --outDir ${DIST_ROOT}/<brand>/dist-server.`,
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
      missing.join(','),
      '--outputStyle=static',
    ]);
  }

  console.log("Starting the sandbox, the brands' production servers and the reference page…");
  // The sandbox lets only listed origins call it (CORS), so the brands' ports come first.
  const brandPorts = {};
  for (const brand of brands) brandPorts[brand] = await freePort();
  const sandbox = await startSandbox({
    env: {
      SANDBOX_CORS_ORIGINS: brands
        .map((brand) => `http://127.0.0.1:${brandPorts[brand]}`)
        .join(','),
    },
    verbose: options.verbose,
  });
  const servers = {};
  for (const brand of brands) {
    servers[brand] = await startBrandServer(brand, {
      buildDir: buildDir(brand),
      port: brandPorts[brand],
      sandboxOrigin: sandbox.origin,
      verbose: options.verbose,
    });
  }
  const reference = await startReferenceServer(await freePort());
  const referenceOrigin = `http://127.0.0.1:${reference.address().port}`;
  const proxy = await startLoopbackProxy(await freePort(), sandbox.port);
  const proxyPort = proxy.server.address().port;

  const targetsList = [{ brand: 'reference', page: 'reference', url: `${referenceOrigin}/` }];
  for (const brand of brands) {
    const composed = new Set((brandRoutes(brand) ?? []).map((route) => route.path));
    for (const page of PAGES) {
      if (composed.has(page.route)) {
        targetsList.push({ brand, page: page.key, url: `${servers[brand].origin}${page.path}` });
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
      ttfbMs: median(entry.runs.map((r) => r.ttfbMs)),
    },
    runs: entry.runs.map(
      ({ score, lcpMs, tbtMs, cls, fcpMs, ttfbMs, observed, benchmarkIndex }) => ({
        score,
        lcpMs,
        tbtMs,
        cls,
        fcpMs,
        ttfbMs,
        observed,
        benchmarkIndex,
      }),
    ),
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
    ['preset', 'brand', 'page', 'score', 'LCP', 'TBT', 'CLS', 'FCP', 'TTFB', 'ok runs', 'target'],
    entries.map((e) => [
      e.preset,
      e.brand,
      e.page,
      fmt.score(e.median.score),
      fmt.s(e.median.lcpMs),
      fmt.ms(e.median.tbtMs),
      fmt.cls(e.median.cls),
      fmt.s(e.median.fcpMs),
      fmt.ms(e.median.ttfbMs),
      `${e.runs.length}/${RUNS}`,
      e.brand === 'reference' || e.preset !== targets.preset
        ? ''
        : e.misses.length
          ? 'MISSED'
          : 'met',
    ]),
  );
  const missedEntries = entries.filter((e) => e.misses.length > 0);
  if (missedEntries.length > 0) {
    console.log(`\nMissed ${targets.preset} targets (reported, not gated):`);
    for (const e of missedEntries) console.log(`  ${e.brand} ${e.page}: ${e.misses.join(', ')}`);
  }
  const errors = entries.filter((e) => e.errors.length > 0);
  for (const e of errors)
    console.log(
      `\n${e.preset} ${e.brand} ${e.page}: ${e.errors.length} failed run(s): ${e.errors[0]}`,
    );
  console.log(
    `\nSandbox answered ${proxy.sandboxCalls.total} requests (${proxy.sandboxCalls.failed} with 5xx or no answer; ${proxy.sandboxCalls.builtAddress} sent to the build-time address ${BUILT_SANDBOX}).`,
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
