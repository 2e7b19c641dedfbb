import { defineConfig } from 'vitest/config'

/** Content checks: the built site (out/, run after `npm run build`) and every guide's SQL on PGlite. */
export default defineConfig({
  test: {
    include: ['tests/content/*.test.ts'],
    environment: 'node',
  },
})
