import type { ReactNode } from 'react'
import { CopyFromButton } from '../ui/copy-button'
import styles from './copy-page-button.module.css'

/**
 * Copies the page as Markdown (its `.md` twin, fetched on click) for pasting into a chat or a
 * note; the markup's one delegated behaviour makes it work. `children` join its row (the
 * "Open in …" links).
 */
export function CopyPageButton({
  markdownHref,
  children,
}: {
  markdownHref: string
  children?: ReactNode
}) {
  return (
    <div className={styles.actions} data-pagefind-ignore>
      <CopyFromButton label="Copy page" href={markdownHref} className={styles.button} />
      <a href={markdownHref} className={styles.link}>
        View as Markdown
      </a>
      {children}
    </div>
  )
}
