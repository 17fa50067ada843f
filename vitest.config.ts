import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'content', root: 'packages/content', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'integrations', root: 'integrations/foundry', include: ['test/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'], environment: 'node', passWithNoTests: true },
      },
      {
        // Component tests beside their components (`*.test.tsx`): a DOM, Testing Library, German texts (src/testing/setup.ts).
        test: { name: 'web-dom', root: 'apps/web', include: ['src/**/*.test.tsx'], environment: 'happy-dom', setupFiles: ['src/testing/setup.ts'], passWithNoTests: true },
      },
    ],
  },
});
