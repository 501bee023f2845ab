import { defineConfig, devices } from '@playwright/test';

/** Brand apps under test, each served by its production server (`dist-server/server.js`). */
export const BRANDS = {
  default: { url: 'http://127.0.0.1:4200', name: 'BoxUp' },
  showroom: { url: 'http://127.0.0.1:4201', name: 'YBD Showroom' },
  partner: { url: 'http://127.0.0.1:4202', name: 'Kartonwerk' },
} as const;

export const SANDBOX_URL = 'http://127.0.0.1:4010';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const production = (app: keyof typeof BRANDS) => ({
  command: 'node dist-server/server.js',
  cwd: `../${app}`,
  url: `${BRANDS[app].url}/health`,
  reuseExistingServer: !process.env['CI'],
  timeout: 60_000,
});

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  outputDir: '../../tmp/e2e/test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Journeys walk many pages on a 2-core machine that also builds and tests.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '../../tmp/e2e/results.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'journeys', testIgnore: /(orders|returning-customer)\.spec\.ts$/ },
    // Moves the sandbox clock by hours (arrival dates, flags and tokens move with it), so it
    // runs after every other journey.
    { name: 'clock', testMatch: /orders\.spec\.ts$/, dependencies: ['journeys'] },
    // Moves the clock by days, past every session's refresh token, so it runs last of all.
    {
      name: 'clock-days',
      testMatch: /returning-customer\.spec\.ts$/,
      dependencies: ['clock'],
    },
  ],
  webServer: [
    {
      command: 'npx tsx --conditions=@storefront/source src/main.ts',
      cwd: '../sandbox-api',
      url: `${SANDBOX_URL}/health`,
      env: { SANDBOX_STORAGE: 'memory', SANDBOX_TEST_ROUTES: '1' },
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
    production('default'),
    production('showroom'),
    production('partner'),
  ],
});
