import { Alert } from './alert'
import { Callout } from './callout'
import { Card, Cards } from './cards'
import { ComputeSizes } from './compute-sizes'
import { Figure } from './figure'
import { MdxLink } from './mdx-link'
import { PlanRetention } from './plan-retention'
import { PlatformValue } from './platform-value'
import { Steps } from './steps'
import { Table } from './table'

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
  PlanRetention,
  PlatformValue,
  Steps,
}

/**
 * The HTML elements Markdown produces that this layer renders itself; code blocks and heading
 * anchors are static markup from the compile (`lib/markup/rehype-markup.ts`).
 */
export const markdownElements = {
  a: MdxLink,
  table: Table,
}
