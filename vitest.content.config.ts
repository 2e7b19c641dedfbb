import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

/** Content checks: the built site (out/, run after `npm run build`) and every guide's SQL on PGlite. */
export default defineConfig({
  test: {
    include: ['tests/content/*.test.ts'],
    environment: 'node',
    // Vitest keeps a core for itself by default; its own share of the work is small.
    maxWorkers: availableParallelism(),
    // The checks import the same parsers and the compiler once per worker, not once per file; no
    // file mocks a module or changes the environment.
    isolate: false,
    // Most checks read every guide or reference document inside the test: seconds, and more on a
    // busy machine, where two workers share the cores.
    testTimeout: 60_000,
  },
})
