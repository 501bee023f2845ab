/**
 * The dependency rules of the workspace (see DESIGN.md "Dependency direction").
 *
 * Project tags:
 *   type:app | type:feature | type:domain | type:data-access | type:ui | type:e2e
 *   scope:brand | scope:sandbox | scope:storefront | scope:<domain> | scope:shared
 *   platform:browser | platform:node | platform:universal
 *
 * Nx checks imports between projects. A domain library is one project with two entries
 * (`.` framework-free, `./react`), so the purity of the core entry and the rule that domain
 * libraries never import each other's React code are checked per file below.
 */

const REACT_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/*',
  'react/*',
  'react-router',
  'react-router-dom',
  '@headlessui/react',
  '@tanstack/react-query',
];

export const DOMAIN_LIBRARIES = [
  'identity-sdk',
  'pricing',
  'catalog',
  'cart',
  'orders',
  'designs',
  'content',
  'analytics',
];

/** @type {import('@nx/eslint-plugin/src/rules/enforce-module-boundaries').DepConstraint[]} */
export const depConstraints = [
  // Kinds of project.
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: ['type:feature', 'type:domain', 'type:data-access', 'type:ui'],
  },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:data-access'] },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:domain', 'type:data-access', 'type:ui'],
  },
  {
    sourceTag: 'type:domain',
    onlyDependOnLibsWithTags: ['type:domain', 'type:data-access', 'type:ui'],
  },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access'] },
  // ui-kit is presentational: it depends on nothing of ours.
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: [] },

  // Who may compose what.
  { sourceTag: 'scope:brand', onlyDependOnLibsWithTags: ['scope:storefront', 'scope:shared'] },
  {
    sourceTag: 'scope:sandbox',
    onlyDependOnLibsWithTags: ['scope:shared', ...DOMAIN_LIBRARIES.map((d) => `scope:${d}`)],
  },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },

  // Where code runs.
  {
    sourceTag: 'platform:node',
    onlyDependOnLibsWithTags: ['platform:node', 'platform:universal'],
    bannedExternalImports: REACT_PACKAGES,
  },
  {
    sourceTag: 'platform:browser',
    onlyDependOnLibsWithTags: ['platform:browser', 'platform:universal'],
  },
  {
    sourceTag: 'platform:universal',
    onlyDependOnLibsWithTags: ['platform:universal', 'platform:browser'],
  },
];

const reactImportMessage =
  'The framework-free entry (".") must not import React; put this in src/react/.';

/**
 * The `.` entry of every library except ui-kit is framework-free: no React, no `*\/react`
 * entries, no ui-kit. Tests, stories and the storefront's server entry are exempt.
 */
export const coreEntryRestrictions = [
  {
    files: ['libs/*/src/**/*.{ts,tsx}', 'apps/sandbox-api/src/**/*.ts'],
    ignores: [
      'libs/ui-kit/**',
      'libs/*/src/react/**',
      // The storefront's server rendering (`./server`, Node only) renders the React app.
      'libs/storefront/src/server/**',
      'libs/*/src/**/*.test.{ts,tsx}',
      'libs/*/src/**/*.stories.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: REACT_PACKAGES.filter((p) => !p.includes('*')).map((name) => ({
            name,
            message: reactImportMessage,
          })),
          patterns: [
            { group: ['react/*', 'react-dom/*'], message: reactImportMessage },
            { group: ['@storefront/*/react', '@storefront/ui-kit'], message: reactImportMessage },
          ],
        },
      ],
    },
  },
];

/** A domain library's React code may use other domains' cores, never their React entries. */
export const domainReactRestrictions = DOMAIN_LIBRARIES.map((domain) => ({
  files: [`libs/${domain}/src/react/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: DOMAIN_LIBRARIES.filter((d) => d !== domain).map(
              (d) => `@storefront/${d}/react`,
            ),
            message:
              "Domain libraries do not import each other's React code; compose them in @storefront/storefront.",
          },
          {
            group: ['@storefront/storefront', '@storefront/storefront/*'],
            message: 'Domain libraries sit below the storefront shell.',
          },
        ],
      },
    ],
  },
}));
