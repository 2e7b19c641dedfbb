/**
 * The one cache policy of the content loaders: read once per build, and again on every call in
 * development so that edits show without a restart.
 */
export function cachedPerBuild<T>(read: () => T): () => T {
  let cached: { value: T } | undefined
  return () => {
    if (process.env.NODE_ENV === 'development') return read()
    cached ??= { value: read() }
    return cached.value
  }
}
