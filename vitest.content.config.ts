import { defineConfig } from 'vitest/config'

/** Checks of the built site (out/): run after `npm run build`. */
export default defineConfig({
  test: {
    include: ['tests/content/**/*.test.ts'],
    environment: 'node',
  },
})
