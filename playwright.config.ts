import { defineConfig } from '@playwright/test'
import { nginxServer, nodeServer } from './tests/e2e/servers'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  // Long reference pages take seconds to load on a busy 2-core machine.
  expect: { timeout: 10_000 },
  use: {
    baseURL: nodeServer.origin,
    // Recording a trace of every test in case it fails cost about 4% of the run; a failure still
    // shows its error, call log and the page's accessibility tree (rerun it with `--trace on` for
    // its actions, console and network).
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'npx tsx server/index.ts',
      port: nodeServer.port,
      env: { PORT: String(nodeServer.port), PLATFORM_SEED: 'platform/seed/default.json' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npx tsx scripts/serve-nginx.ts',
      url: `${nginxServer.origin}/docs`,
      env: { PORT: String(nginxServer.port), MCP_UPSTREAM: `127.0.0.1:${nodeServer.port}` },
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
})
