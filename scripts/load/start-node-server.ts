import { spawn } from 'node:child_process'
import { stopChild, waitForPort } from '../support/ports'

/**
 * Starts `npm run serve`'s server (server/index.ts) in its own process on `port`, or with
 * `exportDir` the same server's rules over that export alone (server/static-export.ts).
 */
export async function startNodeServer(port: number, exportDir?: string) {
  const script = exportDir ? 'server/static-export.ts' : 'server/index.ts'
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: String(port), ...(exportDir ? { EXPORT_DIR: exportDir } : {}) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => stopChild(child)
  try {
    await waitForPort(port, child)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin: `http://127.0.0.1:${port}`, stop }
}
