import { CodeBlock, type PreProps } from '../../components/mdx/code-block'
import { CodeBlockProjectValues } from './code-block-project-values'

/** A guide's code block; one with `<PROJECT_URL>` or `<ANON_KEY>` can show the reader's values. */
export function ProjectCodeBlock(props: PreProps) {
  const hasPlaceholders = props['data-project-vars'] !== undefined
  return <CodeBlock {...props} addon={hasPlaceholders ? <CodeBlockProjectValues /> : null} />
}
