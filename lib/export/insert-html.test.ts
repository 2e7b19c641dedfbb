import { describe, expect, it } from 'vitest'
import { insertAt } from './insert-html'

describe('insertAt', () => {
  it('inserts at offsets of the original source and keeps every other byte', () => {
    expect(
      insertAt('<a></a><b></b>', [
        { at: 3, text: 'x' },
        { at: 10, text: 'y' },
      ]),
    ).toBe('<a>x</a><b>y</b>')
  })

  it('replaces the characters an insertion names, or removes them for empty text', () => {
    expect(
      insertAt('one <s>1</s> two <s>2</s> three', [
        { at: 4, replaces: 8, text: '<s>1 2</s>' },
        { at: 17, replaces: 8, text: '' },
      ]),
    ).toBe('one <s>1 2</s> two  three')
  })
})
