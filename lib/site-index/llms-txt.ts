import { siteConfig } from '../../site.config'
import { absoluteUrl, LLMS_FULL_PATH, llmsFullPath, markdownTwinPath } from '../address/address'
import type { SitePageGroup } from './site-pages'

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * `/llms.txt`: the site's pages for language models and other tools, grouped by area, each linked
 * as Markdown, then the files that hold a whole area or reference document.
 */
export function llmsTxt(groups: SitePageGroup[]): string {
  const lines = [
    `# ${siteConfig.name} Docs`,
    '',
    `> Guides and reference for ${siteConfig.name}: database, auth, storage, edge functions, realtime, AI and vectors. Every guide page, reference document and reference section is also Markdown at its URL plus \`.md\`; the links below point at the Markdown.`,
  ]
  for (const group of groups) {
    lines.push('', `## ${group.title}`, '')
    for (const page of group.pages) {
      lines.push(
        `- [${oneLine(page.title)}](${absoluteUrl(markdownTwinPath(page.path))}): ${oneLine(page.description)}`,
      )
    }
  }
  const areas = groups.filter((group) => group.areaPath !== null)
  const references = groups.find((group) => group.title === 'Reference')?.pages ?? []
  lines.push(
    '',
    '## Whole files',
    '',
    `- [Every guide](${absoluteUrl(LLMS_FULL_PATH)}): all guide pages in menu order, in one Markdown file`,
    ...areas.map(
      (group) =>
        `- [${group.title}](${absoluteUrl(llmsFullPath(group.areaPath ?? ''))}): the ${group.title} guides in one file`,
    ),
    ...references.map(
      (page) =>
        `- [${oneLine(page.title)}](${absoluteUrl(llmsFullPath(page.path))}): the whole reference in one file`,
    ),
  )
  return `${lines.join('\n')}\n`
}
