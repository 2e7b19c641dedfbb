import { describe, expect, it } from 'vitest'
import { parseFlightRows } from './flight-rows'
import { withoutMetadata } from './static-metadata'

const flight = (metadata: string) =>
  [
    '1:"$Sreact.suspense"\n',
    '0:["$","div",null,{"hidden":true,"children":["$","$1",null,{"name":"Next.Metadata","children":"$L2"}]}]\n',
    `2:${metadata}\n`,
    '3:[["$","meta","0",{"charSet":"utf-8"}]]\n',
  ].join('')

describe('withoutMetadata', () => {
  it('writes the row the metadata boundary renders as null, and no other', () => {
    const rows = parseFlightRows(
      flight('[["$","title","0",{"children":"Passwords | Plinth Docs"}],["$","meta","1",{}]]'),
    )
    const rewritten = withoutMetadata(rows)
    expect(rewritten.map((row) => row.text).join('')).toBe(flight('null'))
  })

  it('leaves a payload without the boundary as it is', () => {
    const rows = parseFlightRows('0:["$","p",null,{"children":"text"}]\n')
    expect(withoutMetadata(rows)).toBe(rows)
  })
})
