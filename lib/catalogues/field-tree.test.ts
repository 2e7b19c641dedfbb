import { describe, expect, it } from 'vitest'
import { buildFieldTree, countFields } from './field-tree'

describe('buildFieldTree', () => {
  it('nests dotted paths under their objects, keeping the listed order', () => {
    const tree = buildFieldTree([
      { path: 'timestamp', type: 'datetime' },
      { path: 'metadata.request.method', type: 'string' },
      { path: 'metadata.level', type: 'string' },
      { path: 'metadata.request.headers.host', type: 'string' },
      { path: 'id', type: 'string' },
    ])
    expect(tree).toEqual([
      { kind: 'field', name: 'timestamp', path: 'timestamp', type: 'datetime' },
      {
        kind: 'object',
        name: 'metadata',
        path: 'metadata',
        children: [
          {
            kind: 'object',
            name: 'request',
            path: 'metadata.request',
            children: [
              { kind: 'field', name: 'method', path: 'metadata.request.method', type: 'string' },
              {
                kind: 'object',
                name: 'headers',
                path: 'metadata.request.headers',
                children: [
                  {
                    kind: 'field',
                    name: 'host',
                    path: 'metadata.request.headers.host',
                    type: 'string',
                  },
                ],
              },
            ],
          },
          { kind: 'field', name: 'level', path: 'metadata.level', type: 'string' },
        ],
      },
      { kind: 'field', name: 'id', path: 'id', type: 'string' },
    ])
    expect(countFields(tree)).toBe(5)
  })
})
