import { openInChatLinks } from '../../lib/address/address'
import { ExternalLink } from './external-link'
import styles from './open-in-chat.module.css'

/**
 * "Open in ChatGPT" and "Open in Claude": plain links, rendered on the server (no JavaScript),
 * that start a chat about a page's Markdown, named by its absolute URL.
 */
export function OpenInChat({ markdownUrl }: { markdownUrl: string }) {
  return openInChatLinks(markdownUrl).map(({ product, href }) => (
    <ExternalLink key={product} href={href} className={styles.link}>
      Open in {product}
    </ExternalLink>
  ))
}
