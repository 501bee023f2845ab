#!/usr/bin/env node
// `npm run check:packages`: is every `libs/*` package publishable as it stands?
//
// For each library, from its built `dist/` (built first with `nx run-many -t build` when an
// entry file is missing, or always with `--build`):
//   - publint (strict, files as `npm pack` would publish them);
//   - arethetypeswrong on the packed tarball, profile `esm-only` (the packages are ESM-only, so
//     CommonJS `require` and node10 resolution are out of scope; bundlers and Node's ESM
//     resolution of the types must work);
//   - our rules: every JS entry of `exports` lists `types` first (after the workspace's own
//     `@storefront/source` condition) and has `import`; `sideEffects` is false (CSS files may be
//     listed); a package with a `./react` entry or React imports has react and react-dom as peer
//     dependencies, never as dependencies; every bare import in `dist/` is a declared dependency
//     or peer dependency.
// Prints one line per library and then every problem; exits 1 when there is one.
//
//   node tools/check-packages.mjs [--build] [--only pricing,ui-kit]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { ROOT } from './lib/routes.mjs';
import { printTable } from './lib/servers.mjs';

const { values: options } = parseArgs({
  options: { build: { type: 'boolean', default: false }, only: { type: 'string' } },
});
const SOURCE_CONDITION = '@storefront/source';
const REACT_PEERS = ['react', 'react-dom'];
const BUILTIN = /^node:/;

const libs = readdirSync(join(ROOT, 'libs'))
  .filter((name) => existsSync(join(ROOT, 'libs', name, 'package.json')))
  .filter((name) => !options.only || options.only.split(',').includes(name))
  .map((name) => {
    const dir = join(ROOT, 'libs', name);
    const project = JSON.parse(readFileSync(join(dir, 'project.json'), 'utf8'));
    return { name, dir, project: project.name ?? name };
  });

const readPackage = (lib) => JSON.parse(readFileSync(join(lib.dir, 'package.json'), 'utf8'));

/** Every file an `exports` entry points at (outside the workspace-only source condition). */
function exportTargets(value, out = []) {
  if (typeof value === 'string') out.push(value);
  else if (value && typeof value === 'object') {
    for (const [key, target] of Object.entries(value)) {
      if (key !== SOURCE_CONDITION) exportTargets(target, out);
    }
  }
  return out;
}

function missingDist(lib) {
  const pkg = readPackage(lib);
  return exportTargets(pkg.exports)
    .filter((target) => target.startsWith('./dist/'))
    .filter((target) => !existsSync(join(lib.dir, target)));
}

function build() {
  const projects = libs.map((lib) => lib.project).join(',');
  console.log(`Building ${projects} (npx nx run-many -t build)…`);
  const result = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', projects, '--outputStyle=static'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
    },
  );
  if (result.status !== 0) {
    console.error('\nThe libraries did not build; fix that first (see above).');
    process.exit(1);
  }
}

if (options.build || libs.some((lib) => missingDist(lib).length > 0)) build();
for (const lib of libs) {
  const missing = missingDist(lib);
  if (missing.length > 0) {
    console.error(
      `${lib.name}: ${missing.join(', ')} missing after the build. Run: npx nx build ${lib.project}`,
    );
    process.exit(1);
  }
}

async function runPublint(lib) {
  const { messages, pkg } = await publint({
    pkgDir: lib.dir,
    level: 'suggestion',
    strict: true,
    pack: 'npm',
  });
  return messages.map((message) => ({
    severity: message.type === 'suggestion' ? 'note' : 'error',
    text: `publint: ${formatMessage(message, pkg, { color: false }) ?? message.code}`,
  }));
}

function runAttw(lib) {
  // Stylesheets and other non-module entries (ui-kit's ./theme.css) have no types to check.
  const assets = Object.entries(readPackage(lib).exports ?? {})
    .filter(
      ([subpath, value]) =>
        subpath !== './package.json' && !exportTargets(value).some((t) => t.endsWith('.js')),
    )
    .map(([subpath]) => subpath);
  const result = spawnSync(
    join(ROOT, 'node_modules/.bin/attw'),
    [
      '--pack',
      '.',
      '--profile',
      'esm-only',
      '--format',
      'json',
      ...(assets.length > 0 ? ['--exclude-entrypoints', ...assets] : []),
    ],
    { cwd: lib.dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    return [
      {
        severity: 'error',
        text: `attw did not run: ${(result.stderr || result.stdout).trim().slice(0, 400)}`,
      },
    ];
  }
  const ignored = new Set(['node10', 'node16-cjs']); // the esm-only profile
  const problems = (report.analysis?.problems ?? []).filter(
    (problem) => !ignored.has(problem.resolutionKind ?? problem.resolutionOption),
  );
  // Group: one line per kind and entry point, with a few examples.
  const groups = new Map();
  for (const problem of problems) {
    const where =
      problem.entrypoint ?? problem.fileName?.replace(/^\/node_modules\/[^/]+\/[^/]+\//, '') ?? '';
    const resolution = problem.resolutionKind ?? problem.resolutionOption ?? '';
    const key = `${problem.kind} (${resolution})`;
    const group = groups.get(key) ?? { count: 0, examples: new Set() };
    group.count += 1;
    if (group.examples.size < 3) {
      group.examples.add(
        problem.moduleSpecifier ? `${where} imports '${problem.moduleSpecifier}'` : where,
      );
    }
    groups.set(key, group);
  }
  return [...groups].map(([key, { count, examples }]) => ({
    severity: 'error',
    text: `attw: ${key} ×${count}: ${[...examples].join('; ')}${count > examples.size ? '; …' : ''}`,
  }));
}

const HINT_EXTENSIONS =
  'InternalResolutionError (node16): the .d.ts files import relative paths without a file extension, which Node\'s ESM resolution (TypeScript "node16"/"nodenext") cannot follow; run `node tools/fix-dts-extensions.mjs <lib>/dist` after tsc in the build.';

function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

/** Bare specifiers imported by the built JavaScript, as package names. */
function importedPackages(lib) {
  const names = new Set();
  // The specifier must be a package name (npm's grammar): compiled ICU messages hold text such
  // as `["from"],` that a looser pattern would read as `from "],…"`.
  const pattern =
    /(?:\bfrom\s*|\bimport\s*\(?\s*)["']((?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*(?:\/[^"'\s]*)?)["']/g;
  for (const file of filesUnder(join(lib.dir, 'dist')).filter((f) => f.endsWith('.js'))) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(pattern)) {
      if (BUILTIN.test(specifier)) continue;
      const parts = specifier.split('/');
      names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return names;
}

function ownRules(lib) {
  const pkg = readPackage(lib);
  const problems = [];
  const error = (text) => problems.push({ severity: 'error', text });
  if (pkg.type !== 'module') error('"type" should be "module" (the packages are ESM-only)');
  if (!pkg.exports || typeof pkg.exports !== 'object') error('no "exports" map');

  for (const [subpath, value] of Object.entries(pkg.exports ?? {})) {
    const targets = exportTargets(value);
    if (!targets.some((target) => target.endsWith('.js'))) continue; // ./package.json, CSS
    if (typeof value !== 'object') {
      error(`exports["${subpath}"] is a bare path: give it { types, import }`);
      continue;
    }
    const conditions = Object.keys(value).filter((key) => key !== SOURCE_CONDITION);
    if (conditions[0] !== 'types') {
      error(
        `exports["${subpath}"]: "types" must be the first condition (got ${conditions.join(', ')})`,
      );
    }
    if (!conditions.includes('import')) error(`exports["${subpath}"] has no "import" condition`);
  }
  if (pkg.types && pkg.exports?.['.']?.types && pkg.types !== pkg.exports['.'].types) {
    error(`"types" (${pkg.types}) differs from exports["."].types (${pkg.exports['.'].types})`);
  }

  const sideEffects = pkg.sideEffects;
  const cssOnly =
    Array.isArray(sideEffects) && sideEffects.every((glob) => /\.css$/.test(String(glob)));
  if (sideEffects !== false && !cssOnly) {
    error(
      `"sideEffects" should be false (or list only CSS files); it is ${JSON.stringify(sideEffects)}`,
    );
  }

  const imports = importedPackages(lib);
  const deps = pkg.dependencies ?? {};
  const peers = pkg.peerDependencies ?? {};
  const usesReact = Boolean(pkg.exports?.['./react']) || imports.has('react');
  if (usesReact) {
    for (const name of REACT_PEERS) {
      if (!peers[name]) error(`"${name}" should be a peer dependency (the package has React code)`);
      if (deps[name]) error(`"${name}" is a dependency; make it only a peer dependency`);
    }
  }
  for (const name of [...imports].sort()) {
    if (name === pkg.name) continue;
    if (!deps[name] && !peers[name]) {
      error(`dist imports "${name}", which is neither a dependency nor a peer dependency`);
    }
  }
  return problems;
}

const results = [];
for (const lib of libs) {
  process.stdout.write(`checking ${lib.name}…\n`);
  const checks = {
    publint: await runPublint(lib),
    attw: runAttw(lib),
    rules: ownRules(lib),
  };
  results.push({ lib: lib.name, package: readPackage(lib).name, ...checks });
}

const count = (problems) => problems.filter((p) => p.severity === 'error').length;
const cell = (problems) => (count(problems) === 0 ? 'ok' : `${count(problems)} problem(s)`);
console.log('');
printTable(
  ['package', 'publint', 'attw (esm-only)', 'exports / sideEffects / peers / imports'],
  results.map((r) => [r.package, cell(r.publint), cell(r.attw), cell(r.rules)]),
);

mkdirSync(join(ROOT, 'tmp/bench'), { recursive: true });
writeFileSync(
  join(ROOT, 'tmp/bench/packages.json'),
  `${JSON.stringify({ generatedAt: new Date().toISOString(), results }, null, 2)}\n`,
);

let failures = 0;
for (const result of results) {
  const all = [...result.publint, ...result.attw, ...result.rules];
  if (all.length === 0) continue;
  console.log(`\n${result.package}`);
  for (const problem of all) {
    console.log(`  ${problem.severity === 'error' ? '✗' : '·'} ${problem.text}`);
    if (problem.severity === 'error') failures += 1;
  }
}
if (results.some((r) => r.attw.some((p) => p.text.includes('InternalResolutionError')))) {
  console.log(`\n${HINT_EXTENSIONS}`);
}
console.log('\nWritten to tmp/bench/packages.json');
if (failures > 0) {
  console.error(
    `\ncheck:packages: ${failures} problem(s) in ${results.filter((r) => count([...r.publint, ...r.attw, ...r.rules]) > 0).length} package(s).`,
  );
  process.exit(1);
}
console.log(`\ncheck:packages: all ${results.length} packages pass publint, attw and the rules.`);
