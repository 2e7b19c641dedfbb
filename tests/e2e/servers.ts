/**
 * The servers browser tests run against: the production build (`out/`) with the local platform on
 * the Node server, and the same export on nginx. Fault states of the platform are intercepted in
 * the browser (`support/platform-faults.ts`), so one Node server serves every test.
 */

/** First port of the test servers; another lets two checkouts run their tests side by side. */
const firstPort = Number(process.env.E2E_FIRST_PORT ?? 3210)

/** The Node server behind `npm start`, with the default platform seed. */
export const nodeServer = { port: firstPort, origin: `http://localhost:${firstPort}` } as const

/** The same export served by Debian's nginx with the configuration the build generates. */
export const nginxServer = {
  port: firstPort + 1,
  origin: `http://127.0.0.1:${firstPort + 1}`,
} as const
