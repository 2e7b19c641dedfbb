import type { ComponentProps } from 'react'
import { CodeBlockProjectValues } from '../../features/credentials-helper/code-block-project-values'
import { CodeBlockCopy } from './code-block-copy'
import './code-block.css'

type PreProps = ComponentProps<'pre'> & {
  'data-title'?: string
  'data-language'?: string
  /** Set at build when the code contains `<PROJECT_URL>` or `<ANON_KEY>`. */
  'data-project-vars'?: string
}

/** A highlighted code block (Shiki output) with its file name and a copy button. */
export function CodeBlock({
  'data-title': title,
  'data-language': language,
  'data-project-vars': projectVars,
  ...pre
}: PreProps) {
  return (
    <figure className="code-block" data-code-block data-language={language}>
      {title ? <figcaption className="code-title">{title}</figcaption> : null}
      <div className="code-body">
        <pre {...pre} />
        <CodeBlockCopy />
        {projectVars === undefined ? null : <CodeBlockProjectValues />}
      </div>
    </figure>
  )
}
