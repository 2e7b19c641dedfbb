import { CodeBlockCopy } from '../../components/mdx/code-block-copy'
import { highlightToHtml } from '../../lib/highlight/highlight'

export interface ExampleCodeProps {
  code: string
  language: string
  title?: string
  /**
   * Unhighlighted, for bulky supporting material (example data and responses): a long reference
   * page stays several times smaller without a coloured span per token there.
   */
  plain?: boolean
}

/** A code block with a copy button, like the ones in guides; highlighted unless `plain`. */
export async function ExampleCode({ code, language, title, plain = false }: ExampleCodeProps) {
  return (
    <figure className="code-block" data-code-block data-language={language}>
      {title ? <figcaption className="code-title">{title}</figcaption> : null}
      <div className="code-body">
        {plain ? (
          <pre className="shiki plain">
            <code>{code.replace(/\n$/, '')}</code>
          </pre>
        ) : (
          <div dangerouslySetInnerHTML={{ __html: await highlightToHtml(code, language) }} />
        )}
        <CodeBlockCopy />
      </div>
    </figure>
  )
}
