import { removeRscPayloads } from '../../lib/export/rsc-payloads'

/** Removes the client router's payloads, which no page of the site fetches. */
export function removeRscPayloadsFrom(exportDir: string): void {
  const removed = removeRscPayloads(exportDir)
  if (removed === 0)
    throw new Error(`no RSC payload found in ${exportDir}: is it a Next.js export?`)
  console.log(`post-build: ${removed} RSC payloads removed`)
}
