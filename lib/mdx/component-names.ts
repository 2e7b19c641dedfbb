/** Every component a guide page may use. The registry must define each; the build rejects others. */
export const mdxComponentNames = [
  'Alert',
  'Callout',
  'Card',
  'Cards',
  'DashboardLink',
  'ExtensionsCatalogue',
  'Figure',
  'LogSourcesCatalogue',
  'PlatformValue',
  'ProjectConfigVariables',
  'Steps',
  'Tab',
  'Tabs',
] as const

export type MdxComponentName = (typeof mdxComponentNames)[number]

/** Components the compile turns into static markup (`lib/markup/rehype-markup.ts`): no registry entry. */
export const compiledComponentNames = ['Tab', 'Tabs'] as const satisfies readonly MdxComponentName[]

export type CompiledComponentName = (typeof compiledComponentNames)[number]
