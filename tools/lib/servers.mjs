// Servers the measuring scripts start for themselves: the sandbox and a brand's production
// server (`dist-server/server.js`), each on a free port the OS hands out (never the fixed ports
// 4010 and 4200–4202 that `npm start`, CI and Playwright use). Every child runs in its own
// process group and is stopped (SIGTERM, then SIGKILL) when the script ends, fails or is
// interrupted.
/* global fetch, AbortSignal -- Node 20 globals */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './routes.mjs';

const RESERVED_PORTS = new Set([4010, 4200, 4201, 4202, 6006]);
const BIN = join(ROOT, 'node_modules', '.bin');
const children = new Set();

/** A TCP port on 127.0.0.1 that is free right now (asked from the OS). */
export async function freePort() {
  for (;;) {
    const port = await new Promise((resolvePort, reject) => {
      const server = createServer();
      server.unref();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: given } = server.address();
        server.close(() => resolvePort(given));
      });
    });
    if (!RESERVED_PORTS.has(port)) return port;
  }
}

function kill(child, signal) {
  try {
    process.kill(-child.pid, signal); // the child's whole process group (npx, tsx, node)
  } catch {
    // already gone
  }
}

/** Stops one child started by {@link startProcess}: SIGTERM, then SIGKILL after 5 s. */
export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  kill(child, 'SIGTERM');
  const timer = setTimeout(() => kill(child, 'SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Stops every child this process started. */
export async function stopAll() {
  await Promise.all([...children].map(stopProcess));
}

process.on('exit', () => {
  for (const child of children) kill(child, 'SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers this script started…`);
    void stopAll().finally(() => process.exit(130));
  });
}

/**
 * Starts a command in its own process group; its output is kept (last 8 KB) for error messages
 * and printed only when `verbose`.
 */
export function startProcess(label, command, args, { cwd = ROOT, env = {}, verbose = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8192);
    if (verbose) process.stderr.write(`[${label}] ${chunk}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.label = label;
  child.output = () => output;
  return child;
}

/** Waits until `url` answers 2xx; fails early with the child's output when it exits. */
export async function waitForUrl(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${child.label} stopped before ${url} answered:\n${child.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(
    `${child?.label ?? url} did not answer at ${url} within ${timeoutMs / 1000} s.\n${child?.output() ?? ''}`,
  );
}

/**
 * Starts apps/sandbox-api from source (in-memory PGlite, test routes on) on a free port, as
 * apps/e2e/playwright.config.ts does. `env` may add settings, e.g. `ISSUER`.
 */
export async function startSandbox({ env = {}, verbose = false } = {}) {
  const port = await freePort();
  const child = startProcess(
    'sandbox-api',
    join(BIN, 'tsx'),
    ['--conditions=@storefront/source', 'src/main.ts'],
    {
      cwd: join(ROOT, 'apps/sandbox-api'),
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        SANDBOX_STORAGE: 'memory',
        SANDBOX_TEST_ROUTES: '1',
        ...env,
      },
      verbose,
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  await waitForUrl(`${origin}/health`, child);
  return { port, origin, child };
}

/**
 * Folder holding a brand's production build: `dist/` (client) and `dist-server/server.js`
 * (its Hono server, which serves `../dist`). `apps/<brand>` unless `root` is given
 * (`<root>/<brand>`; keep it inside the workspace so server.js finds node_modules).
 */
export function buildDirOf(brand, root = join(ROOT, 'apps')) {
  return join(root, brand);
}

/** Whether a brand has a production build (client and server) in `buildDir`. */
export function hasBuild(buildDir) {
  return (
    existsSync(join(buildDir, 'dist', 'index.html')) &&
    existsSync(join(buildDir, 'dist-server', 'server.js'))
  );
}

/**
 * Starts a brand's production server (`node dist-server/server.js` in `buildDir`) on `port`
 * (a free one when omitted), calling the services at `sandboxOrigin`; resolves once its
 * `/health` answers.
 */
export async function startBrandServer(
  brand,
  { buildDir = buildDirOf(brand), port, sandboxOrigin, env = {}, verbose = false } = {},
) {
  const listenPort = port ?? (await freePort());
  const dir = resolve(buildDir);
  const child = startProcess(
    `server ${brand}`,
    process.execPath,
    [join(dir, 'dist-server', 'server.js')],
    {
      cwd: dir,
      env: {
        PORT: String(listenPort),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        ...(sandboxOrigin ? { VITE_SANDBOX_URL: sandboxOrigin } : {}),
        ...env,
      },
      verbose,
    },
  );
  const origin = `http://127.0.0.1:${listenPort}`;
  await waitForUrl(`${origin}/health`, child);
  return { port: listenPort, origin, child };
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command, args, { cwd = ROOT, env = {} } = {}) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', ...env },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Median of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Prints rows (arrays of strings) as an aligned table; numbers right-aligned. */
export function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((cell, i) => {
        const text = String(cell);
        return /^[-\d.,]+( ?[a-zA-Z%/]+)?$|^—$/.test(text) && i > 0
          ? text.padStart(widths[i])
          : text.padEnd(widths[i]);
      })
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
