// Proves that the dependency rules bite: each forbidden import below must fail lint, and
// each allowed one must pass. The code is linted as if it were a file in the named project.
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = join(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(async () => {
  process.env['NX_DAEMON'] = 'false';
  // The Nx rule reads the cached project graph; computing it here writes that cache.
  await createProjectGraphAsync({ exitOnError: false });
  eslint = new ESLint({ cwd: workspaceRoot });
});

async function lintAs(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, file) });
  return (result?.messages ?? [])
    .filter((m) => m.severity === 2)
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('forbidden imports fail lint', () => {
  it('ui-kit importing a domain library', async () => {
    const errors = await lintAs('libs/ui-kit/src/lib/probe.ts', "import '@storefront/cart';\n");
    expect(errors.join('\n')).toMatch(/@nx\/enforce-module-boundaries/);
  });

  it('an app importing another app', async () => {
    const errors = await lintAs(
      'apps/partner/src/probe.ts',
      "import { routes } from '@storefront/app-default/src/routes';\nexport const all = routes;\n",
    );
    expect(errors.join('\n')).toMatch(/@nx\/enforce-module-boundaries/);
  });

  it('sandbox-api importing React', async () => {
    const errors = await lintAs(
      'apps/sandbox-api/src/probe.ts',
      "import { useState } from 'react';\nexport const hook = useState;\n",
    );
    expect(errors.join('\n')).toMatch(/@nx\/enforce-module-boundaries|no-restricted-imports/);
  });

  it("sandbox-api importing a library's React entry", async () => {
    const errors = await lintAs(
      'apps/sandbox-api/src/probe.ts',
      "import { BoxStyleList } from '@storefront/catalog/react';\nexport const list = BoxStyleList;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('a framework-free core entry importing React', async () => {
    const errors = await lintAs(
      'libs/cart/src/lib/probe.ts',
      "import { useMemo } from 'react';\nexport const memo = useMemo;\n",
    );
    expect(errors.join('\n')).toMatch(/no-restricted-imports/);
  });

  it("a domain library's React code importing another domain's React entry", async () => {
    const errors = await lintAs(
      'libs/orders/src/react/probe.tsx',
      "import { BoxStyleList } from '@storefront/catalog/react';\nexport const list = BoxStyleList;\n",
    );
    expect(errors.join('\n')).toMatch(/no-restricted-imports/);
  });

  it('a brand app importing a domain library directly instead of the storefront', async () => {
    const errors = await lintAs(
      'apps/default/src/probe.ts',
      "import { BOX_STYLES } from '@storefront/catalog';\nexport const styles = BOX_STYLES;\n",
    );
    expect(errors.join('\n')).toMatch(/@nx\/enforce-module-boundaries/);
  });

  it('a domain library importing the storefront shell', async () => {
    const errors = await lintAs(
      'libs/cart/src/react/probe.tsx',
      "import { useFeature } from '@storefront/storefront/react';\nexport const feature = useFeature;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });
});

describe('allowed imports pass lint', () => {
  it('a brand app importing the storefront', async () => {
    const errors = await lintAs(
      'apps/default/src/probe.ts',
      "import { defaultStore } from '@storefront/storefront';\nexport const variant = defaultStore;\n",
    );
    expect(errors).toEqual([]);
  });

  it('the storefront importing a domain React entry and ui-kit', async () => {
    const errors = await lintAs(
      'libs/storefront/src/react/probe.tsx',
      "import { BoxStyleList } from '@storefront/catalog/react';\nimport { cn } from '@storefront/ui-kit';\nexport const both = [BoxStyleList, cn];\n",
    );
    expect(errors).toEqual([]);
  });

  it('sandbox-api importing a framework-free domain core', async () => {
    const errors = await lintAs(
      'apps/sandbox-api/src/probe.ts',
      "import { BOX_STYLES } from '@storefront/catalog';\nexport const styles = BOX_STYLES;\n",
    );
    expect(errors).toEqual([]);
  });
});

describe('the in-process sandbox', () => {
  it('may be started by a library test', async () => {
    const errors = await lintAs(
      'libs/identity-sdk/src/lib/probe.test.ts',
      "import { createTestSandbox } from '@storefront/sandbox-api/testing';\nexport const start = createTestSandbox;\n",
    );
    expect(errors).toEqual([]);
  });

  it('may not be imported by library code', async () => {
    const errors = await lintAs(
      'libs/identity-sdk/src/lib/probe.ts',
      "import { createTestSandbox } from '@storefront/sandbox-api/testing';\nexport const start = createTestSandbox;\n",
    );
    expect(errors.join('\n')).toMatch(/@nx\/enforce-module-boundaries/);
  });
});
