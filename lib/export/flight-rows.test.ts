import { describe, expect, it } from 'vitest'
import { parseFlightRows, reachableIds, referencedIds } from './flight-rows'

describe('parseFlightRows', () => {
  it('ends a text row after its length in UTF-8 bytes, newlines and all', () => {
    // "é" is two bytes and "↗" three: 1 + 2 + 1 + 3 = 7 bytes, written 7.
    const flight = '1:"$Sreact.fragment"\n2:T7,aé\n↗3:["$","p",null,{"children":"$2"}]\n'
    expect(parseFlightRows(flight)).toEqual([
      { id: '1', text: '1:"$Sreact.fragment"\n' },
      { id: '2', text: '2:T7,aé\n↗' },
      { id: '3', text: '3:["$","p",null,{"children":"$2"}]\n' },
    ])
  })

  it('keeps rows without an id (resource hints) and repeated ids', () => {
    const rows = parseFlightRows(':HL["/a.css","style"]\n2b:X\n2b:C\n')
    expect(rows.map((row) => row.id)).toEqual(['', '2b', '2b'])
  })

  it('throws on a row it cannot delimit', () => {
    expect(() => parseFlightRows('0:["$","p"')).toThrow('payload row 0 has no end')
    expect(() => parseFlightRows('2:T9,short')).toThrow('payload text row 2 is cut short')
  })
})

describe('reachableIds', () => {
  it('follows references of every kind from row 0, and not through text rows', () => {
    const rows = parseFlightRows(
      [
        '0:{"r":["$","$L3",null,{"children":"$4"}],"c":"$Q5"}\n',
        '3:I[1,[],"Button"]\n',
        '4:T5,"$6" ',
        '5:[]\n',
        '6:["orphan"]\n',
        '7:["$$8 is text, not a reference"]\n',
      ].join(''),
    )
    expect([...reachableIds(rows)].sort()).toEqual(['0', '3', '4', '5'])
  })
})

describe('referencedIds', () => {
  const idsOf = (model: string) => referencedIds({ id: '1', text: `1:${model}\n` })

  it('reads a row id of hex letters whole, bare or after its kind', () => {
    expect(idsOf('["$ab","$Lab","$@c","$Qf0","$i1","$3:props:children"]')).toEqual([
      'ab',
      'ab',
      'c',
      'f0',
      '1',
      '3',
    ])
  })

  it('takes values written after a dollar sign for no row', () => {
    expect(
      idsOf('["$D2026-11-27","$n12","$Sreact.fragment","$$ab","$undefined","$1 and text"]'),
    ).toEqual([])
  })
})
