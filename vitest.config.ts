import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    // Pull tests run real HTTP servers and copy snapshots; give slow shared machines room.
    testTimeout: 30_000,
    // Several files run real Astro builds, which share the project's content and image cache.
    fileParallelism: false,
  },
});
