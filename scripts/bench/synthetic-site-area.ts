import fs from 'node:fs'
import path from 'node:path'
import { SYNTHETIC_AREA } from './synthetic-area'

const GUIDES = path.resolve('content/guides')
const TOP_META = path.join(GUIDES, 'meta.json')

const readTopMeta = () =>
  JSON.parse(fs.readFileSync(TOP_META, 'utf8')) as { title: string; pages: string[] }
const writeTopMeta = (meta: { title: string; pages: string[] }) =>
  fs.writeFileSync(TOP_META, `${JSON.stringify(meta, null, 2)}\n`)

/** Takes the synthetic area out of content/guides: its folder and its entry in the top meta.json. */
export function removeSyntheticArea(): void {
  fs.rmSync(path.join(GUIDES, SYNTHETIC_AREA), { recursive: true, force: true })
  const meta = readTopMeta()
  if (meta.pages.includes(SYNTHETIC_AREA)) {
    writeTopMeta({ ...meta, pages: meta.pages.filter((page) => page !== SYNTHETIC_AREA) })
  }
}

/**
 * Runs `work` with the synthetic area's `files` (paths below content/guides) added to the site as
 * its last area, and removes the area afterwards, when `work` fails and when the bench is
 * interrupted too. A leftover of a killed run is removed first.
 */
export async function withSyntheticArea<T>(
  files: Map<string, string>,
  work: () => Promise<T>,
): Promise<T> {
  removeSyntheticArea()
  const onSignal = (signal: NodeJS.Signals) => {
    removeSyntheticArea()
    process.kill(process.pid, signal)
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    for (const [file, text] of files) {
      const absolute = path.join(GUIDES, file)
      fs.mkdirSync(path.dirname(absolute), { recursive: true })
      fs.writeFileSync(absolute, text)
    }
    const meta = readTopMeta()
    writeTopMeta({ ...meta, pages: [...meta.pages, SYNTHETIC_AREA] })
    return await work()
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    removeSyntheticArea()
  }
}
