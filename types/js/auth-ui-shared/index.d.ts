/** The documented API of `@plinth/auth-ui-shared` (content/guides/auth/auth-helpers/auth-ui.mdx). */

export interface ThemeVariables {
  colors?: Record<string, string>
  space?: Record<string, string>
  fontSizes?: Record<string, string>
  fonts?: Record<string, string>
  borderWidths?: Record<string, string>
  radii?: Record<string, string>
}

export interface Theme {
  default: ThemeVariables
  [variation: string]: ThemeVariables
}

/** The default look of the Auth UI forms. */
export declare const ThemePlinth: Theme
