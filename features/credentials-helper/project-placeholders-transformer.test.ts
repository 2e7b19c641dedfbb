import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { highlightToHast } from '../../lib/highlight/highlight'
import { transformerTypeHovers, typeHoverKey } from '../../lib/highlight/type-hovers'
import { createMarkdownToHast } from '../../lib/reference/markdown'
import { transformerProjectPlaceholders } from './project-placeholders-transformer'

const code = "const client = createClient('<PROJECT_URL>', '<ANON_KEY>')"

describe('transformerProjectPlaceholders', () => {
  it('marks each placeholder and the block, so the helper can fill them', async () => {
    const html = toHtml(await highlightToHast(code, 'javascript', [transformerProjectPlaceholders]))
    expect(html).toContain('data-project-vars')
    expect(html).toMatch(/<span[^>]*data-project-var="url"[^>]*>&#x3C;PROJECT_URL></)
    expect(html).toMatch(/<span[^>]*data-project-var="anonKey"[^>]*>&#x3C;ANON_KEY></)
  })

  it('marks code in spec Markdown when the renderer is composed with it', async () => {
    const render = createMarkdownToHast([transformerProjectPlaceholders])
    const html = toHtml(await render(`\`\`\`js\n${code}\n\`\`\``))
    expect(html).toContain('data-project-var="url"')
  })

  it('marks placeholders in a block whose identifiers carry type hovers', async () => {
    const at = code.indexOf('createClient')
    const hovers = transformerTypeHovers(() => ({
      [typeHoverKey(code)]: [[at, at + 'createClient'.length, 'function createClient(…)']],
    }))
    const html = toHtml(
      await highlightToHast(code, 'javascript', [transformerProjectPlaceholders, hovers]),
    )
    expect(html).toMatch(/<span[^>]*data-project-var="url"[^>]*>&#x3C;PROJECT_URL></)
    expect(html).toContain('aria-description="function createClient(…)">createClient</span>')
  })

  it('is left out of pipelines that are not given it', async () => {
    const html = toHtml(await highlightToHast(code, 'javascript'))
    expect(html).not.toContain('data-project-var')
  })
})
