import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.next/**', 'out/**', 'tests/e2e/**', 'tests/content/**'],
    environment: 'node',
  },
})
