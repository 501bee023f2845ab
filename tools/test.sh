#!/usr/bin/env bash
# `npm test`: everything a change must pass, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

export NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false NX_SKIP_NX_CACHE="${NX_SKIP_NX_CACHE:-}"
export STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1
export FORCE_COLOR=0

step() { printf '\n=== %s ===\n' "$1"; }

step "Chromium for Playwright"
bash tools/ensure-chromium.sh

step "Format (prettier --check)"
npx prettier --check . --log-level warn

step "Lint, type check, unit and integration tests, builds"
npx nx run-many -t lint typecheck test build --parallel=2 --outputStyle=static

step "Bench tools (route preloads and manifest reading, against the built apps)"
node --test tools/lib/manifest.test.mjs tools/lib/page-chunk-groups.test.mjs tools/lib/routes.test.mjs

step "Build plugins (tools/vite)"
npx vitest run --config tools/vite/vitest.config.ts

step "Dependency rules (forbidden imports must fail lint)"
npx vitest run --config tools/eslint/vitest.config.ts

step "Publishable packages (publint, arethetypeswrong, exports and peers of the built libraries)"
node tools/check-packages.mjs

step "A consumer installs the packed libraries into a fresh Vite app and renders them"
node tools/consumer-test.mjs

step "Byte budgets (first-load JavaScript of the built apps)"
node tools/bench-bundle.mjs --check

step "Storybook build"
npx nx run ui-kit:build-storybook --outputStyle=static

step "Playwright journeys in Chromium (in a network namespace of their own)"
bash tools/isolated.sh npx nx run e2e:e2e --outputStyle=static
node tools/e2e-summary.mjs
