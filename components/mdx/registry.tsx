import { Alert } from './alert'
import { Callout } from './callout'
import { Card, Cards } from './cards'
import { CodeBlock } from './code-block'
import { ComputeSizes } from './compute-sizes'
import { Figure } from './figure'
import { H2, H3, H4 } from './heading'
import { MdxLink } from './mdx-link'
import { PlatformValue } from './platform-value'
import { Steps } from './steps'
import { Table } from './table'
import { Tab, Tabs } from './tabs'

/**
 * The components of this layer that pages name in MDX. Features add theirs where the registry is
 * composed (`mdx-components.tsx`), which checks the whole set against `lib/mdx/component-names.ts`.
 */
export const basePageComponents = {
  Alert,
  Callout,
  Card,
  Cards,
  ComputeSizes,
  Figure,
  PlatformValue,
  Steps,
  Tab,
  Tabs,
}

/** The HTML elements Markdown produces, as this layer renders them. */
export const markdownElements = {
  a: MdxLink,
  h2: H2,
  h3: H3,
  h4: H4,
  pre: CodeBlock,
  table: Table,
}
