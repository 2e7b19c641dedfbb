import { spawn } from 'node:child_process'
import { stopChild, waitForPort } from '../support/ports'

/** Starts `npm run serve`'s server (server/index.ts) in its own process on `port`. */
export async function startNodeServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port) },
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
