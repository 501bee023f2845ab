#!/usr/bin/env node
// `npm run test:consumer`: do the published packages work for someone outside this workspace?
//
// 1. `npm pack` every `libs/*` package (built first with `nx run-many -t build` when its dist
//    is missing) into a temporary folder outside the workspace;
// 2. write a fresh Vite + React app there (package.json with react, react-dom,
//    react-router-dom, vite and @vitejs/plugin-react at the workspace's versions, from the npm
//    registry; every tarball installed, `overrides` pinning `@storefront/*` to the tarballs);
// 3. the app imports `money` from `@storefront/pricing`, `PriceTag` from
//    `@storefront/pricing/react` and `Button` from `@storefront/ui-kit`; `vite build` builds it
//    for the browser, and `vite build --ssr` for Node;
// 4. Node renders it with react-dom/server's renderToString, loading the packages from the
//    app's node_modules, and the output must contain the formatted price and the button.
// The temporary folder is removed at the end (`--keep` leaves it for a look).
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/routes.mjs';

const { values: options } = parseArgs({ options: { keep: { type: 'boolean', default: false } } });
const EXPECTED = ['$1,234.50', 'Add to cart'];
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const env = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
};

function sh(command, args, cwd, { capture = false } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env,
    encoding: 'utf8',
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = capture ? `\n${result.stdout}\n${result.stderr}` : '';
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})${output}`,
    );
  }
  return result.stdout;
}

const versionOf = (name) =>
  JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;

const libs = readdirSync(join(ROOT, 'libs'))
  .filter((name) => existsSync(join(ROOT, 'libs', name, 'package.json')))
  .map((name) => {
    const dir = join(ROOT, 'libs', name);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const project = JSON.parse(readFileSync(join(dir, 'project.json'), 'utf8')).name ?? name;
    return { dir, pkg, project };
  });

if (libs.some(({ dir }) => !existsSync(join(dir, 'dist', 'index.js')))) {
  console.log('Some libraries are not built: npx nx run-many -t build …');
  sh(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'build',
      '-p',
      libs.map((l) => l.project).join(','),
      '--outputStyle=static',
    ],
    ROOT,
  );
}

const work = mkdtempSync(join(tmpdir(), 'storefront-consumer-'));
const tarballs = join(work, 'tarballs');
const app = join(work, 'app');
mkdirSync(tarballs);
mkdirSync(join(app, 'src'), { recursive: true });

function writeApp(packed) {
  const tarball = (name) => `file:${join(tarballs, packed.get(name))}`;
  const storefront = Object.fromEntries(
    [...packed.keys()].sort().map((name) => [name, tarball(name)]),
  );
  const files = {
    'package.json': JSON.stringify(
      {
        name: 'storefront-consumer-test',
        private: true,
        type: 'module',
        dependencies: {
          ...storefront,
          react: versionOf('react'),
          'react-dom': versionOf('react-dom'),
          'react-router-dom': versionOf('react-router-dom'),
        },
        devDependencies: {
          vite: versionOf('vite'),
          '@vitejs/plugin-react': versionOf('@vitejs/plugin-react'),
        },
        // Dependencies between our packages (`"@storefront/ui-kit": "0.1.0"`) must come from
        // the tarballs, never from the registry.
        overrides: storefront,
      },
      null,
      2,
    ),
    'vite.config.js': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()], logLevel: 'warn' });
`,
    'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Consumer test</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body>
</html>
`,
    'src/App.jsx': `import { money } from '@storefront/pricing';
import { PriceTag } from '@storefront/pricing/react';
import { Button } from '@storefront/ui-kit';

export function App() {
  return (
    <main>
      <h1>Your order</h1>
      <PriceTag value={money('1234.5')} label="Total" />
      <Button type="button">Add to cart</Button>
    </main>
  );
}
`,
    'src/main.jsx': `import { createRoot } from 'react-dom/client';
import { App } from './App.jsx';

createRoot(document.getElementById('root')).render(<App />);
`,
    'src/entry-server.jsx': `import { renderToString } from 'react-dom/server';
import { App } from './App.jsx';

export function render() {
  return renderToString(<App />);
}
`,
    'render.mjs': `const { render } = await import('./dist-server/entry-server.js');
process.stdout.write(render());
`,
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(join(app, file), text);
}

try {
  console.log(`Packing ${libs.length} libraries into ${tarballs}…`);
  const packed = new Map();
  for (const { dir, pkg } of libs) {
    const out = sh('npm', ['pack', '--json', '--pack-destination', tarballs], dir, {
      capture: true,
    });
    const [info] = JSON.parse(out.slice(out.indexOf('[')));
    packed.set(pkg.name, info.filename);
    console.log(
      `  ${info.filename} (${(info.size / 1024).toFixed(1)} KiB, ${info.entryCount} files)`,
    );
  }

  writeApp(packed);
  console.log(`\n[${seconds()}] Installing a fresh Vite + React app in ${app} (npm registry)…`);
  sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);

  console.log(`\n[${seconds()}] vite build (browser) and vite build --ssr (Node)…`);
  sh(join(app, 'node_modules/.bin/vite'), ['build'], app);
  sh(
    join(app, 'node_modules/.bin/vite'),
    ['build', '--ssr', 'src/entry-server.jsx', '--outDir', 'dist-server'],
    app,
  );
  const browserFiles = readdirSync(join(app, 'dist', 'assets')).filter((f) => f.endsWith('.js'));
  if (browserFiles.length === 0) throw new Error('vite build wrote no JavaScript');

  console.log(`\n[${seconds()}] Rendering in Node (react-dom/server renderToString)…`);
  const html = sh('node', ['render.mjs'], app, { capture: true });
  console.log(`  ${html}`);
  const missing = EXPECTED.filter((text) => !html.includes(text));
  if (missing.length > 0) {
    throw new Error(`the rendered HTML lacks ${missing.map((t) => `"${t}"`).join(' and ')}`);
  }
  console.log(
    `\ntest:consumer: passed in ${seconds()} — ${packed.size} tarballs installed outside the workspace, built with Vite, rendered "${EXPECTED.join('" and "')}".`,
  );
} catch (error) {
  console.error(
    `\ntest:consumer: FAILED after ${seconds()}: ${error instanceof Error ? error.message : error}`,
  );
  process.exitCode = 1;
} finally {
  if (options.keep) console.log(`Kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
