/**
 * What a library's spec is: a client library's, the CLI's, or an OpenAPI document (the management
 * API, a self-hosted server).
 */
export type LibraryKind = 'client' | 'cli' | 'api' | 'server'

/**
 * Libraries the reference can hold, with the label menus show. A spec folder must be listed; a
 * listed library without a folder simply has no document yet.
 */
export const referenceLibraries = {
  javascript: { label: 'JavaScript', kind: 'client', community: false },
  dart: { label: 'Flutter', kind: 'client', community: false },
  swift: { label: 'Swift', kind: 'client', community: false },
  kotlin: { label: 'Kotlin', kind: 'client', community: true },
  python: { label: 'Python', kind: 'client', community: false },
  csharp: { label: 'C#', kind: 'client', community: true },
  cli: { label: 'CLI', kind: 'cli', community: false },
  api: {
    label: 'Management API',
    kind: 'api',
    community: false,
    description:
      'Manage projects, functions, secrets, branches, domains and network rules over HTTP.',
  },
  'self-hosting-auth': {
    label: 'Auth server',
    kind: 'server',
    community: false,
    description: 'Sign-up, sign-in, sessions and users: its endpoints and environment variables.',
  },
  'self-hosting-storage': {
    label: 'Storage server',
    kind: 'server',
    community: false,
    description:
      'Buckets, files and image transformations: its endpoints and environment variables.',
  },
  'self-hosting-realtime': {
    label: 'Realtime server',
    kind: 'server',
    community: false,
    description:
      'Broadcast, presence and database changes over WebSockets: its endpoints and environment variables.',
  },
  'self-hosting-analytics': {
    label: 'Analytics server',
    kind: 'server',
    community: false,
    description:
      'Log ingestion and queries behind the logs explorer: its endpoints and environment variables.',
  },
  'self-hosting-functions': {
    label: 'Functions server',
    kind: 'server',
    community: false,
    description: 'The runtime that serves edge functions: its endpoints and environment variables.',
  },
} as const satisfies Record<
  string,
  {
    label: string
    kind: LibraryKind
    /** Maintained by the community rather than the Plinth team. */
    community: boolean
    /** One line for the `/reference` listing, for the documents that are not client libraries. */
    description?: string
  }
>

export type LibraryId = keyof typeof referenceLibraries

export function isLibraryId(id: string): id is LibraryId {
  return Object.hasOwn(referenceLibraries, id)
}
