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
    // A page reaches a state when the machine gets to it: wait as long as a Playwright wait does (15 s), not 1 s.
    expect: { poll: { timeout: 15_000 } },
  },
});
