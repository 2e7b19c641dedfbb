import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/** Unit tests: everything that needs no build, including the content tests' own support code. */
export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: [
      '**/node_modules/**',
      '**/.next/**',
      'out/**',
      'tests/e2e/**',
      'tests/content/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/support/remove-temp-trees.ts'],
    // Vitest keeps a core for itself by default; its own share of the work is small.
    maxWorkers: availableParallelism(),
    // Re-importing the modules for every file was half of the run. No file mocks a module, and
    // those that stub a global or a variable of the environment undo it after each test.
    isolate: false,
    // The first test of a file that highlights code loads Shiki's grammars, which takes seconds on
    // a busy 2-core machine.
    testTimeout: 15_000,
  },
})
