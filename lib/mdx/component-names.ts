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
  'PlanRetention',
  'PlatformValue',
  'ProjectConfigVariables',
  'Steps',
  'Tab',
  'Tabs',
] as const

export type MdxComponentName = (typeof mdxComponentNames)[number]

const names: ReadonlySet<string> = new Set(mdxComponentNames)

export const isMdxComponentName = (name: string): name is MdxComponentName => names.has(name)

/** Components the compile turns into static markup (`lib/markup/rehype-markup.ts`): no registry entry. */
export const compiledComponentNames = ['Tab', 'Tabs'] as const satisfies readonly MdxComponentName[]

export type CompiledComponentName = (typeof compiledComponentNames)[number]
