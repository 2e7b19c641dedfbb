/** Libraries the reference can hold, with the label menus show. A spec folder must be listed. */
export const referenceLibraries = {
  javascript: { label: 'JavaScript', kind: 'client' },
  dart: { label: 'Flutter', kind: 'client' },
  swift: { label: 'Swift', kind: 'client' },
  kotlin: { label: 'Kotlin', kind: 'client' },
  python: { label: 'Python', kind: 'client' },
  csharp: { label: 'C#', kind: 'client' },
  cli: { label: 'CLI', kind: 'cli' },
} as const satisfies Record<string, { label: string; kind: 'client' | 'cli' }>

export type LibraryId = keyof typeof referenceLibraries

export function isLibraryId(id: string): id is LibraryId {
  return Object.hasOwn(referenceLibraries, id)
}
