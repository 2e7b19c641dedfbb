import { chromium, type Response } from '@playwright/test'
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { exportHtmlFile } from '../../lib/address/address'
import { EARLY_PRESS_GLOBAL } from '../../lib/browser/early-press'

export const launchChromium = () =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })

export interface PageWeight {
  path: string
  /** Gzip bytes of every script the page loads until the network is idle. */
  jsBytes: number
  /** Gzip bytes of the page's HTML document. */
  htmlBytes: number
  scripts: number
}

/** Loads each of `sitePaths` under `baseUrl` in Chromium and weighs what it downloads. */
export async function weighPages(
  baseUrl: string,
  sitePaths: readonly string[],
): Promise<PageWeight[]> {
  const browser = await launchChromium()
  const results: PageWeight[] = []
  try {
    for (const sitePath of sitePaths) {
      const page = await browser.newPage()
      const scripts: Promise<number>[] = []
      const weighScript = (response: Response) => {
        if (response.request().resourceType() === 'script') {
          scripts.push(response.body().then((body) => gzipSync(body).length))
        }
      }
      page.on('response', weighScript)
      const response = await page.goto(`${baseUrl}${sitePath}`, { waitUntil: 'networkidle' })
      // A large page may fall quiet before its first paint, after which it loads its scripts: its
      // app has started once the loader's global is gone (the floor's pages have none).
      await page.waitForFunction((name) => !(name in window), EARLY_PRESS_GLOBAL)
      // What it loads as it starts (an island's code) comes next: taken until none comes for 0.5 s.
      for (let seen = -1; seen !== scripts.length;) {
        seen = scripts.length
        await page.waitForTimeout(500)
      }
      // A script that comes later (a reader's hover, a timer) is not first-load JavaScript, and
      // its body would be asked for as the page closes.
      page.off('response', weighScript)
      if (!response?.ok()) throw new Error(`${baseUrl}${sitePath} answered ${response?.status()}`)
      const htmlBytes = gzipSync(await response.body()).length
      const sizes = await Promise.all(scripts)
      results.push({
        path: sitePath,
        jsBytes: sizes.reduce((sum, size) => sum + size, 0),
        htmlBytes,
        scripts: sizes.length,
      })
      await page.close()
    }
  } finally {
    await browser.close()
  }
  return results
}

/** Mean gzip bytes of the exported HTML of `sitePaths`, read from `exportDir` as the server sends it. */
export function meanExportedHtmlGzip(exportDir: string, sitePaths: readonly string[]): number {
  const total = sitePaths.reduce(
    (sum, sitePath) =>
      sum + gzipSync(fs.readFileSync(path.join(exportDir, exportHtmlFile(sitePath)))).length,
    0,
  )
  return total / sitePaths.length
}
