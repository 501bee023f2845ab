#!/usr/bin/env node
// Post-build step for a library's declaration files: `tsc` copies the sources' extensionless
// relative imports (`from './lib/money'`) into `dist/**/*.d.ts`. Bundlers resolve those, but
// TypeScript consumers with `moduleResolution: node16 | nodenext` (Node's ESM rules) do not,
// and arethetypeswrong reports them as InternalResolutionError. This rewrites each relative
// specifier to the file that exists: `./lib/money.js` (for `lib/money.d.ts`) or
// `./lib/money/index.js` (for `lib/money/index.d.ts`). Specifiers with an extension, bare
// package names and unresolvable paths are left alone. Idempotent.
//
//   node tools/fix-dts-extensions.mjs libs/pricing/dist [more dist folders…]
//
// Wire it after `tsc -p tsconfig.lib.json` in a library's build, e.g. in project.json:
//   "commands": ["vite build --logLevel warn", "tsc -p tsconfig.lib.json",
//                "node ../../tools/fix-dts-extensions.mjs dist"]
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// Relative specifiers: './x', '../x', and the bare '.' and '..' that tsc writes for an inferred
// type of the package's own index (`import("..").UploadedArtwork`).
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

function declarationFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...declarationFiles(path));
    else if (path.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function withExtension(file, specifier) {
  if (/\.(m|c)?js$|\.json$/.test(specifier)) return specifier;
  const base = resolve(dirname(file), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(base, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  return specifier;
}

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('Usage: node tools/fix-dts-extensions.mjs <dist folder> [more…]');
  process.exit(2);
}
let changedFiles = 0;
for (const dir of dirs) {
  if (!existsSync(dir)) {
    console.error(`${dir} does not exist (build the library first).`);
    process.exit(1);
  }
  for (const file of declarationFiles(dir)) {
    const source = readFileSync(file, 'utf8');
    const fixed = source.replace(
      SPECIFIER,
      (_, keyword, quote, specifier) =>
        `${keyword}${quote}${withExtension(file, specifier)}${quote}`,
    );
    if (fixed !== source) {
      writeFileSync(file, fixed);
      changedFiles += 1;
    }
  }
}
console.log(
  `fix-dts-extensions: ${changedFiles} declaration file(s) updated in ${dirs.join(', ')}`,
);
