import { createHash } from 'node:crypto'
import { pathOfExportHtmlFile } from '../address/address'
import {
  type BrokenLink,
  collectInternalLinks,
  idsOfHtml,
  isBroken,
  missingAnchor,
} from './internal-links'

/** Runs `task` over `items` with at most `concurrency` at a time. */
async function forEachLimited<T>(
  items: T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T)
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
}

/**
 * Checks every internal `href` of the export against a running server (`origin`, such as
 * `http://127.0.0.1:8080`): each target must answer 200 and hold the `#fragment`'s id. Targets
 * no link points into are asked with HEAD.
 */
export async function checkServedLinks(
  exportDir: string,
  basePath: string,
  origin: string,
  concurrency = 8,
): Promise<BrokenLink[]> {
  const links = collectInternalLinks(exportDir, basePath)
  const targetOf = (link: { page: string; sitePath: string | null }) =>
    link.sitePath ?? pathOfExportHtmlFile(link.page)

  const needsIds = new Map<string, boolean>()
  for (const link of links) {
    if (isBroken(link)) continue
    const target = targetOf(link)
    needsIds.set(target, (needsIds.get(target) ?? false) || link.fragment !== null)
  }

  // Every section URL of a reference answers the same document: its ids are read once.
  const idsByBody = new Map<string, Set<string>>()
  const idsOf = (html: string) => {
    const key = createHash('sha256').update(html).digest('hex')
    let ids = idsByBody.get(key)
    if (!ids) {
      ids = idsOfHtml(html)
      idsByBody.set(key, ids)
    }
    return ids
  }

  const answers = new Map<string, { status: number; ids: Set<string> }>()
  await forEachLimited([...needsIds], concurrency, async ([target, withIds]) => {
    const response = await fetch(`${origin}${basePath}${target}`, {
      method: withIds ? 'GET' : 'HEAD',
      redirect: 'manual',
    })
    const ids = withIds && response.ok ? idsOf(await response.text()) : new Set<string>()
    if (!withIds) await response.body?.cancel()
    answers.set(target, { status: response.status, ids })
  })

  const broken: BrokenLink[] = []
  for (const link of links) {
    if (isBroken(link)) {
      broken.push(link)
      continue
    }
    const { page, href, fragment } = link
    const answer = answers.get(targetOf(link))
    if (answer?.status !== 200) {
      broken.push({ page, href, problem: `answered ${answer?.status ?? 'nothing'}` })
    } else if (fragment && !answer.ids.has(fragment)) {
      broken.push({ page, href, problem: missingAnchor(fragment) })
    }
  }
  return broken
}
