/** Libraries the reference can hold, with the label menus show. A spec folder must be listed. */
export const referenceLibraries = {
  javascript: { label: 'JavaScript', kind: 'client', community: false },
  dart: { label: 'Flutter', kind: 'client', community: false },
  swift: { label: 'Swift', kind: 'client', community: false },
  kotlin: { label: 'Kotlin', kind: 'client', community: true },
  python: { label: 'Python', kind: 'client', community: false },
  csharp: { label: 'C#', kind: 'client', community: true },
  cli: { label: 'CLI', kind: 'cli', community: false },
} as const satisfies Record<
  string,
  {
    label: string
    kind: 'client' | 'cli'
    /** Maintained by the community rather than the Plinth team. */
    community: boolean
  }
>

export type LibraryId = keyof typeof referenceLibraries

export function isLibraryId(id: string): id is LibraryId {
  return Object.hasOwn(referenceLibraries, id)
}
