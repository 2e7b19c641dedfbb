import { describe, expect, it } from 'vitest'
import { findBrandMentions, mayNameBrand } from './brand-names'

describe('findBrandMentions', () => {
  it('finds brands in prose and inside code identifiers, with the line', () => {
    const text = 'Intro\nMigrating from Firebase is easy.\nconst model = "Supabase/gte-small"\n'
    expect(findBrandMentions(text).map(({ brand, word, line }) => ({ brand, word, line }))).toEqual([
      { brand: 'Firebase', word: 'Firebase', line: 2 },
      { brand: 'Supabase', word: 'Supabase', line: 3 },
    ])
  })

  it('matches short brands only as whole words', () => {
    expect(findBrandMentions('UnknownHostException and a neon sign')).toEqual([])
    expect(findBrandMentions('Move from Nhost or Neon').map(({ brand }) => brand)).toEqual([
      'Nhost',
      'Neon',
    ])
  })

  it("finds another platform's dashboard name and pooler hosts, with what to write instead", () => {
    const text = 'Open Studio at the URL.\n`aws-0-<region>.pooler.plinth.example:6543`\n'
    const mentions = findBrandMentions(text)
    expect(mentions.map(({ word, line }) => [word, line])).toEqual([
      ['Studio', 1],
      ['aws-0-', 2],
    ])
    expect(mentions[0]?.instead).toMatch(/dashboard/)
    expect(mentions[1]?.instead).toMatch(/<region>\.pooler\./)
  })

  it('finds studio as a service or image name, not as a word in prose', () => {
    const text = 'plinth start -x studio,imgproxy\n| `studio` | image `plinth/studio` |\nRecord it in a studio.\nGet [Android Studio](https://developer.android.com/studio).\n'
    expect(findBrandMentions(text).map(({ word, line }) => [word, line])).toEqual([
      ['studio', 1],
      ['studio', 2],
      ['studio', 2],
    ])
  })

  it('allows Studio as an ordinary word in other senses', () => {
    const text = 'Use Visual Studio Code or Android Studio.\nBook Studio B for the rehearsal.\n'
    expect(findBrandMentions(text)).toEqual([])
  })
})

describe('mayNameBrand', () => {
  it('lets a subject page, its folder index and its menu name that brand only', () => {
    const folder = 'content/guides/platform/migrating-to-plinth/'
    const subjects = [{ brand: 'Firebase', page: `${folder}firebase-auth.mdx` }]
    expect(mayNameBrand(`${folder}firebase-auth.mdx`, 'Firebase', subjects)).toBe(true)
    expect(mayNameBrand(`${folder}index.mdx`, 'Firebase', subjects)).toBe(true)
    expect(mayNameBrand(`${folder}meta.json`, 'Firebase', subjects)).toBe(true)
    expect(mayNameBrand(`${folder}overview.mdx`, 'Firebase', subjects)).toBe(true)
    expect(mayNameBrand(`${folder}firebase-auth.mdx`, 'Supabase', subjects)).toBe(false)
    expect(mayNameBrand('content/guides/platform/index.mdx', 'Firebase', subjects)).toBe(false)
    expect(mayNameBrand('content/guides/auth/passwords.mdx', 'Firebase', subjects)).toBe(false)
  })
})
