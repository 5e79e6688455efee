import { defineConfig } from 'vitest/config';

/** Browser flows: the built server on a fresh database, driven through Debian's Chromium (see e2e/). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // One server and one browser per file; files run one after another so screenshots and timings stay calm.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
