/**
 * Other backend platforms' brands, which no guide or reference may name: the site speaks of
 * Plinth only. Distinctive names match anywhere, even inside identifiers (`Brand/model-id`,
 * `brand-js`); short or common-word names match only as whole words, Neon only capitalised.
 */
const BRAND_PATTERNS: readonly { brand: string; pattern: RegExp }[] = [
  { brand: 'Supabase', pattern: /supabase/gi },
  { brand: 'Firebase', pattern: /firebase/gi },
  { brand: 'Appwrite', pattern: /appwrite/gi },
  { brand: 'PocketBase', pattern: /pocketbase/gi },
  { brand: 'Back4App', pattern: /back4app/gi },
  { brand: 'Nhost', pattern: /\bnhost\b/gi },
  { brand: 'Hasura', pattern: /\bhasura\b/gi },
  { brand: 'Xata', pattern: /\bxata\b/gi },
  { brand: 'Neon', pattern: /\bNeon\b/g },
]

export interface BrandMention {
  brand: string
  /** The text as written, e.g. `Supabase` or `SUPABASE`. */
  word: string
  line: number
}

/** Every mention of another platform's brand in a text, with its line. */
export function findBrandMentions(text: string): BrandMention[] {
  const mentions: BrandMention[] = []
  text.split('\n').forEach((lineText, index) => {
    for (const { brand, pattern } of BRAND_PATTERNS) {
      for (const match of lineText.matchAll(pattern)) {
        mentions.push({ brand, word: match[0], line: index + 1 })
      }
    }
  })
  return mentions
}
