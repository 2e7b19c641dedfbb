import { compile } from '@mdx-js/mdx'
import { describe, expect, it } from 'vitest'
import { withSlowClock } from '../../tests/support/slow-clock'
import { createRehypePlugins, remarkPlugins } from './pipeline'

const rehypePlugins = createRehypePlugins()

const compileBlock = async (fence: string) =>
  String(
    await compile(`${fence}\nselect 1;\n\`\`\`\n`, {
      remarkPlugins,
      rehypePlugins,
      outputFormat: 'function-body',
    }),
  )

/** The highlighted code of a compiled block, from the <pre> to the copy button after it. */
const code = (output: string) =>
  output.slice(output.indexOf('<pre'), output.indexOf('<button class=\\"copy-button'))

describe('code fence meta', () => {
  it('highlights a norun-marked SQL block exactly like an unmarked one', async () => {
    const marked = await compileBlock('```sql norun="shows output"')
    const plain = await compileBlock('```sql')
    expect(code(marked)).toBe(code(plain))
    expect(code(plain)).toContain('<span class=\\"t-constant\\">')
    expect(plain).toContain('"data-language": "sql"')
    // Only the block that runs gets the Run controls.
    expect(plain).toContain('data-sql-action=\\"run\\"')
    expect(marked).not.toContain('data-sql-action')
  })

  it('keeps the title beside a norun mark', async () => {
    const output = await compileBlock('```sql title="setup.sql" norun="needs pg_cron"')
    expect(output).toContain('<figcaption class=\\"code-title\\">setup.sql</figcaption>')
  })
})

describe('tokenizing', () => {
  it('highlights a whole line however slowly the machine tokenizes it', async () => {
    const highlighted = code(await withSlowClock(() => compileBlock('```sql')))
    expect(highlighted).toContain('<span class=\\"t-keyword\\">select</span>')
    expect(highlighted).toContain('<span class=\\"t-constant\\"> 1</span>')
  })
})
