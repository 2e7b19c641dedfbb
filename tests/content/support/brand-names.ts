/** What to write instead of another platform's brand. */
const NEUTRAL = 'Plinth, or a neutral name'

/**
 * Other backend platforms' brands, product names and host schemes, which no guide or reference
 * may use: the site speaks of Plinth only. Distinctive names match anywhere, even inside
 * identifiers (`Brand/model-id`, `brand-js`); short or common-word names match only as whole
 * words, Neon only capitalised. "Studio" is another platform's name for its dashboard; the word
 * in other senses ("Visual Studio Code", "Android Studio", a room called "Studio B") is allowed, and
 * so is the lower-case word in prose; as a service or image name (`-x studio`, `plinth/studio`) it
 * is the same product. `aws-0-<region>.pooler…`
 * is another platform's pooler host scheme.
 */
const BRAND_PATTERNS: readonly { brand: string; pattern: RegExp; instead: string }[] = [
  { brand: 'Supabase', pattern: /supabase/gi, instead: NEUTRAL },
  { brand: 'Firebase', pattern: /firebase/gi, instead: NEUTRAL },
  { brand: 'Appwrite', pattern: /appwrite/gi, instead: NEUTRAL },
  { brand: 'PocketBase', pattern: /pocketbase/gi, instead: NEUTRAL },
  { brand: 'Back4App', pattern: /back4app/gi, instead: NEUTRAL },
  { brand: 'Nhost', pattern: /\bnhost\b/gi, instead: NEUTRAL },
  { brand: 'Hasura', pattern: /\bhasura\b/gi, instead: NEUTRAL },
  { brand: 'Xata', pattern: /\bxata\b/gi, instead: NEUTRAL },
  { brand: 'Neon', pattern: /\bNeon\b/g, instead: NEUTRAL },
  {
    brand: 'Studio (a dashboard product name)',
    pattern: /(?<!\b(?:Visual|Android) )\bStudio\b(?! [A-Z0-9]\b)/g,
    instead: 'the dashboard, or the local dashboard for the one `plinth start` runs',
  },
  {
    brand: 'studio (a dashboard service name)',
    pattern: /(?<=[`,=]|-x |plinth\/)studio\b|\bstudio(?=[,`])/g,
    instead: '`dashboard`, the local stack\'s name for that service',
  },
  { brand: 'Supavisor (a pooler product name)', pattern: /supavisor/gi, instead: 'the connection pooler' },
  {
    brand: 'aws-0- (a pooler host scheme)',
    pattern: /\baws-\d+-(?=[a-z<{])/g,
    instead: 'the pooler host `<region>.pooler.<domain>`, e.g. `<region>.pooler.plinth.example`',
  },
]

export interface BrandMention {
  brand: string
  /** What the page should write instead. */
  instead: string
  /** The text as written, e.g. `Supabase` or `SUPABASE`. */
  word: string
  line: number
}

/** Every mention of another platform's brand in a text, with its line. */
export function findBrandMentions(text: string): BrandMention[] {
  const mentions: BrandMention[] = []
  text.split('\n').forEach((lineText, index) => {
    for (const { brand, pattern, instead } of BRAND_PATTERNS) {
      for (const match of lineText.matchAll(pattern)) {
        mentions.push({ brand, instead, word: match[0], line: index + 1 })
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
