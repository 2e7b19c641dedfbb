import { describe, expect, it } from 'vitest'
import { findBrandMentions } from './brand-names'

describe('findBrandMentions', () => {
  it('finds brands in prose and inside code identifiers, with the line', () => {
    const text = 'Intro\nMigrating from Firebase is easy.\nconst model = "Supabase/gte-small"\n'
    expect(findBrandMentions(text)).toEqual([
      { brand: 'Firebase', word: 'Firebase', line: 2 },
      { brand: 'Supabase', word: 'Supabase', line: 3 },
    ])
  })

  it('matches short brands only as whole words', () => {
    expect(findBrandMentions('UnknownHostException and a neon sign')).toEqual([])
    expect(findBrandMentions('Move from Nhost or Neon')).toEqual([
      { brand: 'Nhost', word: 'Nhost', line: 1 },
      { brand: 'Neon', word: 'Neon', line: 1 },
    ])
  })
})
