/** The source a query string selects (`?source=auth_logs`); the first source when none or unknown. */
export function parseSource(search: string, ids: readonly string[]): string | undefined {
  const wanted = new URLSearchParams(search).get('source')
  return wanted !== null && ids.includes(wanted) ? wanted : ids[0]
}

/** The query string that selects a source, keeping any other parameter of `search`. */
export function serializeSource(id: string, search = ''): string {
  const params = new URLSearchParams(search)
  params.set('source', id)
  return `?${params.toString()}`
}
