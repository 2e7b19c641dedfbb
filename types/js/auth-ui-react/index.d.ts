/** The documented API of `@plinth/auth-ui-react` (content/guides/auth/auth-helpers/auth-ui.mdx). */
import type { Theme, ThemeVariables } from '@plinth/auth-ui-shared'
import type { PlinthClient, Provider } from '@plinth/plinth-js'
import type { JSX } from 'react'

export type ViewType =
  'sign_in' | 'sign_up' | 'magic_link' | 'forgotten_password' | 'update_password' | 'verify_otp'

export interface AuthProps {
  plinthClient: PlinthClient
  view?: ViewType
  providers?: Provider[]
  redirectTo?: string
  onlyThirdPartyProviders?: boolean
  magicLink?: boolean
  showLinks?: boolean
  theme?: string
  appearance?: {
    theme?: Theme
    variables?: { [variation: string]: ThemeVariables }
    className?: Record<string, string>
  }
  localization?: { variables?: Record<string, Record<string, string>> }
}

/** Sign-in, sign-up and password forms wired to the client. */
export declare function Auth(props: AuthProps): JSX.Element
