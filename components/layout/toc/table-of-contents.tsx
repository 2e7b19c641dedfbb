import type { TocEntry } from '../../../lib/mdx/headings'
import styles from './table-of-contents.module.css'
import { TOC_ATTRIBUTE } from './toc-attribute'

/**
 * The page's headings as links, static HTML. The entry of the heading in view is marked in the
 * browser by the layout's `HeadingFollower`, which finds it by attribute.
 */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav aria-label="On this page" className={styles.toc} {...{ [TOC_ATTRIBUTE]: '' }}>
      <p className={styles.title}>On this page</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} data-depth={entry.depth}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
