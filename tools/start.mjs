#!/usr/bin/env node
// `npm start` / `npm run start:<brand>`: runs apps/sandbox-api and one brand app's
// server-rendered dev server (hot reload) side by side, waits until both answer, prints the
// address to open, and stops both on Ctrl+C.
// `npm run serve:<brand>` (`--production`): builds the brand when its build is missing or
// older than its sources (Nx's cache decides), then runs the sandbox and the brand's
// production server (`apps/<brand>/dist-server/server.js`) the same way.
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const BRANDS = {
  default: { name: 'BoxUp (default store)', port: 4200 },
  showroom: { name: 'YBD Showroom', port: 4201 },
  partner: { name: 'Kartonwerk (design-only partner)', port: 4202 },
};
const SANDBOX_PORT = Number(process.env.PORT ?? 4010);

const brand = process.argv[2] ?? 'default';
const production = process.argv.includes('--production');
if (!(brand in BRANDS)) {
  console.error(`Unknown brand "${brand}". Choose one of: ${Object.keys(BRANDS).join(', ')}.`);
  process.exit(2);
}
const { name, port } = BRANDS[brand];
const env = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  // The sandbox's test-only shortcuts (clock, outbox, SANDBOX100, fake nonces) are off unless
  // asked for; `npm start` is for development and demos, so it asks for them.
  SANDBOX_TEST_ROUTES: process.env.SANDBOX_TEST_ROUTES ?? '1',
};

if (production) {
  console.log(`Building ${brand} (skipped when the build is up to date)…`);
  const build = spawnSync('npx', ['nx', 'run', `${brand}:build`, '--output-style=stream'], {
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const brandServer = production
  ? spawn('node', ['dist-server/server.js'], { cwd: `apps/${brand}`, env, stdio: 'inherit' })
  : spawn('node', ['../../tools/dev-server.mjs', brand], {
      cwd: `apps/${brand}`,
      env,
      stdio: 'inherit',
    });

const children = [
  spawn('npx', ['tsx', '--conditions=@storefront/source', 'src/main.ts'], {
    cwd: 'apps/sandbox-api',
    env,
    stdio: 'inherit',
  }),
  brandServer,
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`A process stopped unexpectedly (exit code ${code}); stopping the rest.`);
      stop(code ?? 1);
    }
  });
}

async function waitFor(url, label) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  console.error(`${label} did not answer at ${url} within 60 s.`);
  stop(1);
}

await waitFor(`http://127.0.0.1:${SANDBOX_PORT}/health`, 'sandbox-api');
await waitFor(`http://127.0.0.1:${port}/health`, name);
console.log(`\n  ${name} is running at http://127.0.0.1:${port}/`);
console.log(`  sandbox-api is running at http://127.0.0.1:${SANDBOX_PORT}/ (health: /health)`);
console.log('  Press Ctrl+C to stop both.\n');
