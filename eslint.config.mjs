// One flat config for the whole workspace. The dependency matrix lives in
// tools/eslint/boundaries.mjs so that it is read (and tested) in one place.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';
import {
  DOMAIN_LIBRARIES,
  coreEntryRestrictions,
  depConstraints,
  domainReactRestrictions,
} from './tools/eslint/boundaries.mjs';

const boundaryOptions = {
  enforceBuildableLibDependency: true,
  allow: [],
  banTransitiveDependencies: false,
  checkDynamicDependenciesExceptions: [],
  depConstraints,
  // Library tests run against the sandbox in-process while the sandbox uses the libraries'
  // framework-free schemas; that test-only loop is expected.
  ignoredCircularDependencies: ['http', ...DOMAIN_LIBRARIES].map((lib) => [lib, 'sandbox-api']),
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.nx/**',
      '**/.data/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', boundaryOptions],
    },
  },
  {
    // Tests (and only tests) may start the sandbox in-process through its testing entry.
    files: ['libs/**/*.test.{ts,tsx}', 'apps/e2e/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        { ...boundaryOptions, allow: ['@storefront/sandbox-api/testing'] },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Build and test configuration may use the workspace's shared tools/ folder.
    files: [
      '**/vite.config.ts',
      '**/vitest.config.ts',
      '**/playwright.config.ts',
      '**/.storybook/**',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  ...coreEntryRestrictions,
  ...domainReactRestrictions,
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{js,mjs,cjs}', 'tools/**/*', '**/*.config.{ts,mts,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
);
