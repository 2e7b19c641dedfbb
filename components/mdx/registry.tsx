import type { MDXComponents } from 'mdx/types'
import { ProjectConfigVariables } from '../../features/credentials-helper/project-config-variables'
import { Alert } from './alert'
import { Callout } from './callout'
import { Card, Cards } from './cards'
import { CodeBlock } from './code-block'
import type { MdxComponentName } from './component-names'
import { DashboardLink } from './dashboard-link'
import { Figure } from './figure'
import { H2, H3, H4 } from './heading'
import { MdxLink } from './mdx-link'
import { PlatformValue } from './platform-value'
import { Steps } from './steps'
import { Table } from './table'
import { Tab, Tabs } from './tabs'

/** Components pages name in MDX; `component-names.ts` lists the same names for the build check. */
const pageComponents = {
  Alert,
  Callout,
  Card,
  Cards,
  DashboardLink,
  Figure,
  PlatformValue,
  ProjectConfigVariables,
  Steps,
  Tab,
  Tabs,
} satisfies Record<MdxComponentName, unknown>

/** The one registry: page components plus the HTML elements Markdown produces. */
export const mdxComponents: MDXComponents = {
  ...pageComponents,
  a: MdxLink,
  h2: H2,
  h3: H3,
  h4: H4,
  pre: CodeBlock,
  table: Table,
}
