import { serve } from '@hono/node-server';
import { loadConfig, SandboxConfigError, serverOrigin } from './config.ts';
import type { SandboxConfig } from './config.ts';
import { createSandbox } from './sandbox.ts';
import type { Sandbox } from './sandbox.ts';

// Process entry: `npx nx run sandbox-api:serve`, `npx tsx apps/sandbox-api/src/main.ts` or,
// after a build, `node apps/sandbox-api/dist/main.js`.

function describeStorage(config: SandboxConfig): string {
  const { storage } = config;
  if (storage.kind === 'file') return `PGlite in ${storage.dataDir}`;
  if (storage.kind === 'memory') return 'PGlite in memory (data is lost on exit)';
  return `PostgreSQL at ${new URL(storage.url).host}`;
}

let config: SandboxConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof SandboxConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

let sandbox: Sandbox;
try {
  sandbox = await createSandbox({ config });
} catch (error) {
  console.error(
    `sandbox-api could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
const origin = serverOrigin(config.host, config.port);

const server = serve({ fetch: sandbox.app.fetch, hostname: config.host, port: config.port }, () => {
  console.log(`sandbox-api listening on ${origin}`);
  console.log(`  storage: ${describeStorage(config)}`);
  console.log(
    config.testRoutes
      ? `  test routes: ${origin}/__sandbox (and SANDBOX100, the fake nonces)`
      : '  test routes: off (SANDBOX_TEST_ROUTES=1 turns them on)',
  );
  console.log(`  CORS origins: ${config.corsOrigins.join(', ')}`);
});

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `sandbox-api: port ${config.port} on ${config.host} is already in use; set PORT to another port`
      : `sandbox-api: the server failed: ${error.message}`,
  );
  void sandbox.close().finally(() => process.exit(1));
});

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) {
    // A second Ctrl+C does not wait for open connections.
    process.exit(1);
  }
  stopping = true;
  console.log(`sandbox-api: ${signal} received, stopping`);
  server.close(() => {
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('sandbox-api: closing the database failed', error);
        process.exit(1);
      },
    );
  });
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}

process.on('SIGINT', stop);
process.on('SIGTERM', stop);
