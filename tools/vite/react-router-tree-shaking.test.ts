import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build, type Plugin as RolldownPlugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { reactRouterTreeShaking, treeShakableReactRouter } from './react-router-tree-shaking.ts';

const require = createRequire(import.meta.url);

/** The modules of the installed React Router that the browser build bundles. */
function installedReactRouterChunks(): string[] {
  const dist = dirname(require.resolve('react-router')).replace(/\/(development|production)$/, '');
  const development = join(dist, 'development');
  return readdirSync(development)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => join(development, name));
}

/** An app's use of the router, bundled and minified as the brand builds do. */
async function bundle(source: string, withPlugin: boolean): Promise<string> {
  const result = await build({
    input: 'app.js',
    cwd: import.meta.dirname,
    write: false,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    transform: { define: { 'process.env.NODE_ENV': '"production"' } },
    plugins: [
      {
        name: 'app',
        resolveId: (id) => (id === 'app.js' ? id : null),
        load: (id) => (id === 'app.js' ? source : null),
      },
      // The plugin's hooks are Rolldown's; Vite's own fields (apply, applyToEnvironment) are
      // not used outside Vite.
      withPlugin && (reactRouterTreeShaking() as RolldownPlugin),
    ],
    output: { format: 'esm', minify: true },
  });
  return result.output[0].code;
}

describe('treeShakableReactRouter', () => {
  it('marks component and context factories pure and drops their display names', () => {
    const source = [
      'import * as React10 from "react";',
      'var NavigationContext = React10.createContext(null);',
      'NavigationContext.displayName = "Navigation";',
      'var Link = React10.forwardRef(function LinkWithRef(props, ref) {',
      '  return React10.createElement("a", { ...props, ref });',
      '});',
      'Link.displayName = "Link";',
      'var value = compute();',
      '',
    ].join('\n');

    const result = treeShakableReactRouter(source);

    expect(result?.changes).toEqual({ pureCalls: 2, displayNames: 2 });
    expect(result?.code).toBe(
      [
        'import * as React10 from "react";',
        'var NavigationContext = /* @__PURE__ */ React10.createContext(null);',
        'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef(props, ref) {',
        '  return React10.createElement("a", { ...props, ref });',
        '});',
        'var value = compute();',
        '',
      ].join('\n'),
    );
  });

  it('leaves a module without such statements alone', () => {
    expect(treeShakableReactRouter('export const x = 1;\nconsole.log(x);\n')).toBeUndefined();
  });

  it('still finds the factories in the installed React Router (a new version that moved them fails here)', () => {
    const changes = installedReactRouterChunks()
      .map((file) => treeShakableReactRouter(readFileSync(file, 'utf8'))?.changes)
      .reduce(
        (sum, change) => ({
          pureCalls: sum.pureCalls + (change?.pureCalls ?? 0),
          displayNames: sum.displayNames + (change?.displayNames ?? 0),
        }),
        { pureCalls: 0, displayNames: 0 },
      );
    expect(changes.pureCalls).toBeGreaterThanOrEqual(10);
    expect(changes.displayNames).toBeGreaterThanOrEqual(10);
  });

  it("bundles React Router's production build, without its development warnings", async () => {
    const app = [
      "import { createBrowserRouter, RouterProvider } from 'react-router-dom';",
      'export const parts = [createBrowserRouter, RouterProvider];',
    ].join('\n');

    const [plain, shaken] = await Promise.all([bundle(app, false), bundle(app, true)]);

    expect(plain).toContain('Hey developer');
    expect(shaken).not.toContain('Hey developer');
  });

  it('lets a bundle that never renders <Link> leave it and its prefetching out', async () => {
    const app = [
      "import { createBrowserRouter, RouterProvider, useHref, useLinkClickHandler } from 'react-router-dom';",
      'export const parts = [createBrowserRouter, RouterProvider, useHref, useLinkClickHandler];',
    ].join('\n');

    const [plain, shaken] = await Promise.all([bundle(app, false), bundle(app, true)]);

    expect(plain).toContain('data-discover');
    expect(shaken).not.toContain('data-discover');
    expect(shaken.length).toBeLessThan(plain.length * 0.9);
  });
});
