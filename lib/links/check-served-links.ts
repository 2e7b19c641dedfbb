import {
  type BrokenLink,
  collectInternalLinks,
  idsOfHtml,
  isBroken,
  missingAnchor,
} from './internal-links'

/** The URL path an exported page is served at: `guides/auth.html` → `/guides/auth`. */
export function sitePathOfPage(page: string): string {
  const withoutExtension = page
    .split('\\')
    .join('/')
    .replace(/\.html$/, '')
  return `/${withoutExtension.replace(/(^|\/)index$/, '')}`
}

/**
 * Checks every internal `href` of the export against a running server (`origin`, such as
 * `http://127.0.0.1:8080`): each target must answer 200 and hold the `#fragment`'s id.
 */
export async function checkServedLinks(
  exportDir: string,
  basePath: string,
  origin: string,
  concurrency = 8,
): Promise<BrokenLink[]> {
  const links = collectInternalLinks(exportDir, basePath)
  const answers = new Map<string, Promise<{ status: number; ids: Set<string> }>>()
  const queue: (() => void)[] = []
  let running = 0
  const fetchPage = (sitePath: string) => {
    let answer = answers.get(sitePath)
    if (!answer) {
      answer = new Promise<void>((resolve) => {
        if (running < concurrency) resolve()
        else queue.push(resolve)
      }).then(async () => {
        running++
        try {
          const response = await fetch(`${origin}${basePath}${sitePath}`, { redirect: 'manual' })
          const html = await response.text()
          return { status: response.status, ids: response.ok ? idsOfHtml(html) : new Set<string>() }
        } finally {
          running--
          queue.shift()?.()
        }
      })
      answers.set(sitePath, answer)
    }
    return answer
  }

  const results = await Promise.all(
    links.map(async (link): Promise<BrokenLink | null> => {
      if (isBroken(link)) return link
      const { page, href, fragment } = link
      const { status, ids } = await fetchPage(link.sitePath ?? sitePathOfPage(page))
      if (status !== 200) return { page, href, problem: `answered ${status}` }
      if (fragment && !ids.has(fragment)) return { page, href, problem: missingAnchor(fragment) }
      return null
    }),
  )
  return results.filter((result) => result !== null)
}
