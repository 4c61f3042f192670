import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'],
          // One local RGW serves the whole run; the setup starts it unless S3_ENDPOINT names one.
          globalSetup: ['test/global-setup.ts'],
          // The tests share one server on a 2-core machine.
          maxWorkers: 2,
          // Runs after the unit project: vitest wants projects with their own maxWorkers in
          // groups of their own.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
