/** The values a reader can copy; never the service_role key. */
export type ProjectVariable = 'url' | 'anonKey'

export const variableText: Record<ProjectVariable, { name: string; placeholder: string }> = {
  url: { name: 'Project URL', placeholder: 'YOUR PROJECT URL' },
  anonKey: { name: 'Anon key', placeholder: 'YOUR ANON KEY' },
}
