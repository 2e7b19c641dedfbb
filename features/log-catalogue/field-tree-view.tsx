import { CopyButton } from '../../components/ui/copy-button'
import type { FieldNode } from '../../lib/catalogues/field-tree'
import styles from './log-catalogue.module.css'

/** A source's fields as nested lists; objects fold, the top-level `metadata` starts open. */
export function FieldTreeView({
  nodes,
  depth = 0,
}: {
  nodes: readonly FieldNode[]
  depth?: number
}) {
  return (
    <ul className={depth === 0 ? styles.tree : styles.subtree}>
      {nodes.map((node) =>
        node.kind === 'field' ? (
          <li key={node.path} className={styles.field}>
            <code className={styles.segment} title={node.path}>
              {node.name}
            </code>
            <span className={styles.type}>{node.type}</span>
            <CopyButton value={node.path} label={`Copy ${node.path}`} />
          </li>
        ) : (
          <li key={node.path}>
            <details open={depth === 0} className={styles.object}>
              <summary>
                <code className={styles.segment}>{node.name}</code>
                <span className={styles.type}>object</span>
              </summary>
              <FieldTreeView nodes={node.children} depth={depth + 1} />
            </details>
          </li>
        ),
      )}
    </ul>
  )
}
