/** An extension as the catalogue shows it: plain data the browser filters. */
export interface ExtensionEntry {
  name: string
  comment: string
  tags: string[]
  /** A site path (its guide page) or an external URL. */
  link: string
  /** True when `link` is our guide page rather than the project's own documentation. */
  hasGuide: boolean
  /** The dashboard product built on it, if any. */
  product: string | null
}

/** Everything the catalogue renders: the tags in order, then the extensions. */
export interface ExtensionsCatalogueModel {
  tags: string[]
  extensions: ExtensionEntry[]
}
