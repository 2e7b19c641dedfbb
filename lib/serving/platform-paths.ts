/** Paths the local platform answers; everything else belongs to the docs. */
export const PLATFORM_PREFIXES = ['/platform/', '/v1/', '/dashboard'] as const

export function isPlatformPath(url: string): boolean {
  return PLATFORM_PREFIXES.some((prefix) => url.startsWith(prefix))
}
