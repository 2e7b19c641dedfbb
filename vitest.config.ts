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
  },
})
