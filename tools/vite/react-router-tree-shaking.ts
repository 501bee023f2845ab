import MagicString from 'magic-string';
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

/** React Router's bundled modules (both builds it ships; the package exports `development`). */
const REACT_ROUTER_CHUNK =
  /node_modules\/react-router\/dist\/(?:development|production)\/[\w-]+\.mjs$/;

/** `Link.displayName = "Link";` at the top level of a module. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

/** `var Link = React10.forwardRef(`: a component or context made when the module loads. */
const COMPONENT_FACTORY =
  /^(?:var|const|let) [\w$]+ = (?=React\d*\.(?:createContext|forwardRef|memo)\()/gm;

export interface TreeShakableSource {
  code: string;
  map: ReturnType<MagicString['generateMap']>;
  /** How many calls were marked pure and how many display names dropped. */
  changes: { pureCalls: number; displayNames: number };
}

/**
 * Makes React Router's unused components removable by tree-shaking: its modules create their
 * components and contexts at load time (`React.forwardRef(...)`, `React.createContext(...)`)
 * without a `@__PURE__` mark, and name them for the developer tools afterwards
 * (`Link.displayName = "Link"`). Both count as side effects, so every component stays in the
 * bundle whether the app uses it or not: `<Link>` with framework mode's prefetching, `NavLink`,
 * `Form`, `ScrollRestoration`. The calls get the mark and the names go (they are only shown by
 * React's developer tools): 1.7 KiB gzip less on every first load, 3.8 KiB with no page rendering
 * `<Link>` (the storefront's links are built on `useHref` and `useLinkClickHandler`).
 *
 * Answers `undefined` when the source has nothing to change.
 */
export function treeShakableReactRouter(code: string): TreeShakableSource | undefined {
  const source = new MagicString(code);
  let pureCalls = 0;
  let displayNames = 0;
  for (const match of code.matchAll(COMPONENT_FACTORY)) {
    source.appendLeft(match.index + match[0].length, '/* @__PURE__ */ ');
    pureCalls += 1;
  }
  for (const match of code.matchAll(DISPLAY_NAME)) {
    source.remove(match.index, match.index + match[0].length);
    displayNames += 1;
  }
  if (pureCalls + displayNames === 0) return undefined;
  return {
    code: source.toString(),
    map: source.generateMap({ hires: 'boundary' }),
    changes: { pureCalls, displayNames },
  };
}

/** The entry points of React Router's package (`react-router-dom` imports both). */
const REACT_ROUTER_ENTRY = /^react-router(?:\/dom)?$/;

/**
 * React Router's production build of a module its package resolves to the development build:
 * the package's exports name only `dist/development`, whose `ENABLE_DEV_WARNINGS` keeps the
 * development warnings and the default error page's note to developers in the bundle. The
 * production build beside it is the same code with that switch off (0.5 KiB gzip less).
 */
function productionBuildOf(id: string): string | undefined {
  const production = id.replace(
    /([\\/]react-router[\\/]dist[\\/])development([\\/])/,
    '$1production$2',
  );
  return production !== id && existsSync(production) ? production : undefined;
}

/**
 * The browser's production build gets React Router's production build
 * ({@link productionBuildOf}) with its unused components removable
 * ({@link treeShakableReactRouter}).
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'storefront:react-router-tree-shaking',
    // Before Vite's own resolver, which would answer the package's development build.
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: {
      filter: { id: REACT_ROUTER_ENTRY },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        const production = resolved && productionBuildOf(resolved.id);
        return production ? { ...resolved, id: production } : resolved;
      },
    },
    transform: {
      filter: { id: REACT_ROUTER_CHUNK },
      handler(code) {
        const result = treeShakableReactRouter(code);
        return result && { code: result.code, map: result.map };
      },
    },
  };
}
