import { siteConfig } from '../../site.config'
import { absoluteUrl } from '../address/address'
import type { SitePageGroup } from './site-pages'

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** `/llms.txt`: the site's pages for language models and other tools, grouped by area. */
export function llmsTxt(groups: SitePageGroup[]): string {
  const lines = [
    `# ${siteConfig.name} Docs`,
    '',
    `> Guides and reference for ${siteConfig.name}: database, auth, storage, edge functions, realtime, AI and vectors. Every guide page is also available as Markdown at its URL plus \`.md\`.`,
  ]
  for (const group of groups) {
    lines.push('', `## ${group.title}`, '')
    for (const page of group.pages) {
      lines.push(
        `- [${oneLine(page.title)}](${absoluteUrl(page.path)}): ${oneLine(page.description)}`,
      )
    }
  }
  return `${lines.join('\n')}\n`
}
