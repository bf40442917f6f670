import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit and API files run one per core (on two cores the API project takes 511 s instead of about 850 s; every API
 * file has its own database and app, and the unit files share nothing), at most four at once, as each API worker
 * holds its PGlite databases (a few hundred MB). The browser journeys run afterwards, in their own group, one file
 * at a time beside Chromium.
 */
const WORKERS = Math.min(availableParallelism(), 4);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
          environment: 'node',
          maxWorkers: WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-database.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-database.ts', 'tests/e2e/support/global-browser.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Browser journeys share the cores with Chromium; one file at a time keeps them steady.
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
