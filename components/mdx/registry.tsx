import { Alert } from './alert'
import { Callout } from './callout'
import { Card, Cards } from './cards'
import { ComputeSizes } from './compute-sizes'
import { Figure } from './figure'
import { PlanRetention } from './plan-retention'
import { PlatformValue } from './platform-value'
import { Steps } from './steps'

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
