/** Every component a guide page may use. The registry must define each; the build rejects others. */
export const mdxComponentNames = [
  'Alert',
  'Callout',
  'Card',
  'Cards',
  'ComputeSizes',
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
