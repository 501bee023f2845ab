import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions } from 'vite';
import { SOURCE_CONDITION } from '../../../tools/vite/library.ts';

/**
 * The workspace Storybook, hosted by ui-kit: the kit's own stories plus those of every other
 * library (`libs/<name>/src/**`), all themed by the brand toolbar of `preview.tsx`.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)', '../../*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true, enableCrashReports: false },
  viteFinal(viteConfig) {
    const conditions = viteConfig.resolve?.conditions ?? defaultClientConditions;
    return {
      ...viteConfig,
      plugins: [...(viteConfig.plugins ?? []), tailwindcss()],
      resolve: {
        ...viteConfig.resolve,
        // Workspace packages resolve to their TypeScript source, as in the apps and tests.
        conditions: [SOURCE_CONDITION, ...conditions.filter((name) => name !== SOURCE_CONDITION)],
      },
    };
  },
};

export default config;
