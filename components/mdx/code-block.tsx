import type { ComponentProps, ReactNode } from 'react'
import { codeBlockMarkup } from '../../lib/markup/contract'
import { CodeBlockCopy } from './code-block-copy'
import './code-block.css'

export type PreProps = ComponentProps<'pre'> & {
  'data-title'?: string
  'data-language'?: string
  /** Set at build when the code contains `<PROJECT_URL>` or `<ANON_KEY>`. */
  'data-project-vars'?: string
}

/**
 * A highlighted code block (Shiki output) with its file name and a copy button; `addon` is what a
 * feature adds inside the block (the credentials helper's project values).
 */
export function CodeBlock({
  'data-title': title,
  'data-language': language,
  'data-project-vars': _projectVars,
  addon,
  ...pre
}: PreProps & { addon?: ReactNode }) {
  return (
    <figure
      className={codeBlockMarkup.figureClass}
      {...{ [codeBlockMarkup.blockAttribute]: true }}
      data-language={language}
    >
      {title ? <figcaption className={codeBlockMarkup.titleClass}>{title}</figcaption> : null}
      <div className={codeBlockMarkup.bodyClass}>
        <pre {...pre} />
        <CodeBlockCopy />
        {addon}
      </div>
    </figure>
  )
}
