import path from 'node:path'

/** Precompressed variants, in the order a server prefers them; each sits beside its file. */
export const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const

export type Encoding = (typeof ENCODINGS)[number]['name']

/**
 * Extensions of the export's text files, WebAssembly and the search index, which get precompressed
 * variants. Pagefind compresses most of its index files itself; the rule that a variant is written
 * only when smaller leaves those alone.
 */
const COMPRESSIBLE = new Set([
  '.html',
  '.txt',
  '.md',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.xml',
  '.svg',
  '.wasm',
  '.webmanifest',
  '.pagefind',
  '.pf_meta',
  '.pf_index',
  '.pf_fragment',
])

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.has(path.extname(file).toLowerCase())
}

/** q-values of an Accept-Encoding header by coding (lowercase); `*` stands for any other. */
function acceptedQualities(header: string): Map<string, number> {
  const qualities = new Map<string, number>()
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim())
    if (coding === '') continue
    let quality = 1
    for (const parameter of parameters) {
      const [key, value] = parameter.split('=').map((piece) => piece.trim())
      if (key?.toLowerCase() === 'q') {
        const parsed = Number(value)
        quality = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0
      }
    }
    qualities.set(coding.toLowerCase(), quality)
  }
  return qualities
}

/**
 * The variant to send: the available encoding the client accepts with the highest q-value, brotli
 * before gzip on a tie, and the file itself when the client accepts neither.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | 'identity' {
  const qualities = acceptedQualities(acceptEncoding ?? '')
  let best: Encoding | 'identity' = 'identity'
  let bestQuality = 0
  for (const { name } of ENCODINGS) {
    if (!available.includes(name)) continue
    const quality = qualities.get(name) ?? qualities.get('*') ?? 0
    if (quality > bestQuality) {
      best = name
      bestQuality = quality
    }
  }
  return best
}
