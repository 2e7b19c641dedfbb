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

/**
 * Pages whose subject is another product (accepting its tokens, moving data out of it, reading it
 * as a foreign table) must name it; the site's topic map asks for them. Each may name only its own
 * subject's brand, and so may the landing page (`index` or `overview`) and `meta.json` of its
 * folder, which list it.
 */
export const SUBJECT_PAGES: readonly SubjectPage[] = [
  { brand: 'Firebase', page: 'content/guides/auth/third-party/firebase-auth.mdx' },
  { brand: 'Firebase', page: 'content/guides/platform/migrating-to-plinth/firebase-auth.mdx' },
  { brand: 'Firebase', page: 'content/guides/platform/migrating-to-plinth/firestore-data.mdx' },
  { brand: 'Firebase', page: 'content/guides/platform/migrating-to-plinth/firebase-storage.mdx' },
  { brand: 'Firebase', page: 'content/guides/database/extensions/wrappers/firebase.mdx' },
]

export interface SubjectPage {
  brand: string
  /** Repository path of the page, e.g. `content/guides/auth/third-party/firebase-auth.mdx`. */
  page: string
}

/** Whether `file` may name `brand`: it is a subject page of that brand, or lists one. */
export function mayNameBrand(
  file: string,
  brand: string,
  subjects: readonly SubjectPage[] = SUBJECT_PAGES,
): boolean {
  return subjects.some((subject) => {
    if (subject.brand !== brand) return false
    if (subject.page === file) return true
    const folder = subject.page.slice(0, subject.page.lastIndexOf('/') + 1)
    return ['meta.json', 'index.mdx', 'overview.mdx'].some((name) => file === `${folder}${name}`)
  })
}
