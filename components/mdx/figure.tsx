import { withBasePath } from '../../lib/address/address'
import styles from './figure.module.css'

export interface FigureProps {
  /** Path under public/, e.g. `/images/guides/flow.svg`. */
  src: string
  alt: string
  caption?: string
  width?: number
  height?: number
}

export function Figure({ src, alt, caption, width, height }: FigureProps) {
  return (
    <figure className={styles.figure}>
      <img src={withBasePath(src)} alt={alt} width={width} height={height} loading="lazy" />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
