import { describe, expect, it } from 'vitest'
import { chunkModules, TurbopackChunks } from './turbopack-chunks'

/** A chunk as Turbopack writes one: two ids share the first factory. */
const chunk = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([document.currentScript,
  10,20,e=>{"use strict";var t=e.i(30);e.r(40);fetch("/x").then(e=>e.json())},
  50,function(a,b){a.A(60);b.i(70);a.s(["x",0,1],50)}
]);`

describe('chunkModules', () => {
  it('reads each module of a chunk and the modules its factory loads through its context', () => {
    expect(chunkModules(chunk)).toEqual(
      new Map([
        [10, [30, 40]],
        [20, [30, 40]],
        [50, [60]],
      ]),
    )
  })

  it('fails on a script that registers no modules', () => {
    expect(() => chunkModules('console.log(1)')).toThrow(/no push of modules/)
  })
})

describe('TurbopackChunks', () => {
  const chunks = new TurbopackChunks(
    new Map([
      ['static/chunks/router.js', new Map([[1, [2, 3]]])],
      [
        'static/chunks/react.js',
        new Map([
          [2, []],
          [5, []],
        ]),
      ],
      ['static/chunks/app.js', new Map([[4, [2, 5]]])],
      ['static/chunks/other-copy.js', new Map([[5, []]])],
    ]),
  )
  const candidates = [
    'static/chunks/router.js',
    'static/chunks/other-copy.js',
    'static/chunks/react.js',
    'static/chunks/app.js',
  ]

  it('needs the chunks that hold a module and what it loads, in the order given, and no other', () => {
    expect(chunks.chunksFor(4, candidates)).toEqual([
      'static/chunks/react.js',
      'static/chunks/app.js',
    ])
  })

  it('fails, naming it, when a module a needed one loads is in none of the chunks', () => {
    expect(() => chunks.chunksFor(1, candidates)).toThrow(/module 3 is in none of/)
  })
})
