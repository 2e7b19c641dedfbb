import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { siteConfig } from '../../site.config'
import { guideMarkdown } from '../content/guide-markdown'
import type { GuidePage } from '../content/guide-tree'
import { catalogueEmbeds } from './catalogue-markdown'

const page = (file: string, slug: string[]): GuidePage => ({
  slug,
  path: `/guides/${slug.join('/')}`,
  file,
  frontmatter: { title: 'Catalogue', description: 'A catalogue page.' },
  area: slug[0] ?? null,
  trail: [],
})

const source = (component: string) =>
  `---\ntitle: Catalogue\ndescription: A catalogue page.\n---\n\nIntro.\n\n<${component} />\n\nAfter.\n`

describe('catalogue components in the Markdown twin', () => {
  const embeds = catalogueEmbeds(process.cwd())

  it('writes the extensions catalogue as a table of every extension', () => {
    const markdown = guideMarkdown(
      page('database/extensions/index.mdx', ['database', 'extensions']),
      source('ExtensionsCatalogue'),
      embeds,
    )
    expect(markdown).toContain('| Extension')
    expect(markdown).toMatch(
      /\| \[`citext`\]\(https:\/\/www\.postgresql\.org\/docs\/current\/citext\.html\) +\| Case-insensitive text data type/,
    )
    expect(markdown.match(/^\| \[`/gm)).toHaveLength(68)
    expect(markdown).toContain('Intro.')
    expect(markdown).toContain('After.')
  })

  it('writes each log source with its field paths and example query', () => {
    const markdown = guideMarkdown(
      page('monitoring-troubleshooting/logs.mdx', ['monitoring-troubleshooting', 'logs']),
      source('LogSourcesCatalogue'),
      embeds,
    )
    expect(markdown).toContain('**Postgres** (`postgres_logs`)')
    expect(markdown).toContain('- `metadata.parsed.error_severity`: string')
    expect(markdown).toContain('```sql\nselect\n  timestamp,')
    expect(markdown).not.toMatch(/<[A-Z]/)
  })

  it('links an extension with a guide page to the page, as an absolute URL', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-markdown-'))
    try {
      fs.cpSync('content/catalogues', path.join(root, 'content/catalogues'), { recursive: true })
      const guide = path.join(root, 'content/guides/database/extensions/pg_cron.mdx')
      fs.mkdirSync(path.dirname(guide), { recursive: true })
      fs.writeFileSync(guide, '---\ntitle: t\ndescription: d\n---\n')
      const markdown = guideMarkdown(
        page('database/extensions/index.mdx', ['database', 'extensions']),
        source('ExtensionsCatalogue'),
        catalogueEmbeds(root),
      )
      const site = `${siteConfig.siteUrl}${siteConfig.basePath}`
      expect(markdown).toContain(`[\`pg_cron\`](${site}/guides/database/extensions/pg_cron)`)
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
