// Prints the Playwright run's count as one closing line: "e2e: N passed, N failed".
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync('tmp/e2e/results.json', 'utf8'));
const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
console.log(`e2e: ${expected + flaky} passed, ${unexpected} failed, ${skipped} skipped`);
process.exit(unexpected > 0 ? 1 : 0);
