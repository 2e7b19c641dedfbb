import type { TocEntry } from '../../../lib/mdx/headings'
import { HeadingFollower } from './heading-follower'
import styles from './table-of-contents.module.css'
import { TOC_ATTRIBUTE } from './toc-attribute'

/**
 * The page's headings as links. Rendered on the server; the entry of the heading in view is
 * marked in the browser by `HeadingFollower`, which receives nothing from here.
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
      <HeadingFollower />
    </nav>
  )
}
