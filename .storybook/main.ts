import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the kit (packages/ui) and the app's screens (apps/web): designers review
// both in one place, and the Vitest addon runs every story as a test.
export const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx', '../apps/web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The test build (`storybook build --test`: the story suite, the render benchmark) leaves out
  // the highlight feature, which nobody looks at there: after every change of the story's DOM it
  // read the computed style of every element on the page (issue #30). Designers' Storybook keeps
  // it (the a11y panel highlights the elements a rule names).
  features: (existing, options) => ({ ...existing, highlight: options.test !== true }),
  // mockServiceWorker.js for MSW (screen stories); the web app's public files (the public
  // site's screenshots) at the paths the site uses.
  staticDirs: ['./public', '../apps/web/public'],
  async viteFinal(viteConfig) {
    const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Source maps only for the render profiler (npm run bench:ui:profile): they name the
    // minified functions of its CPU profile.
    if (process.env['AGENDINA_STORYBOOK_SOURCEMAP'])
      viteConfig.build = { ...viteConfig.build, sourcemap: true };
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      // Without these, the first browser run discovers them late, reloads and fails (DESIGN.md §8).
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        '@vanilla-extract/recipes/createRuntimeFn',
        // Screen stories (apps/web): discovered late on a cold cache otherwise.
        'msw/browser',
        'msw-storybook-addon/csf3',
        'openapi-msw',
        'openapi-fetch',
        '@tanstack/react-router',
        '@tanstack/react-query',
        'temporal-polyfill',
        '@internationalized/date',
        // The kit's icons (packages/ui).
        'lucide-react',
      ],
    };
    return viteConfig;
  },
};

export default config;
