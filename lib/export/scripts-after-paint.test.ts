import { afterEach, describe, expect, it, vi } from 'vitest'
import { EARLY_PRESS_GLOBAL, replayEarlyPress } from '../browser/early-press'
import { START_SCRIPTS_FOLDER } from './export-scripts'
import {
  afterFirstPaintLoader,
  APP_BUTTONS,
  withScriptsAfterFirstPaint,
} from './scripts-after-paint'

const basePath = '/docs'
const prefix = `${basePath}/_next/static/`
const chunk = (name: string) => `${prefix}chunks/${name}.js`

const page = [
  '<!DOCTYPE html><html><head>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('late')}"/>`,
  `<script src="${chunk('a')}" async=""></script><script src="${chunk('b')}" async=""></script>`,
  `<script src="${chunk('legacy')}" noModule=""></script>`,
  '</head><body><main>text</main>',
  '<script>self.__next_f.push([1,"0:{}\\n"])</script>',
  `<script src="${chunk('late')}" async=""></script>`,
  '</body></html>',
].join('')

describe('withScriptsAfterFirstPaint', () => {
  it('takes the app scripts out of the page and loads them, in order, from one script file', () => {
    const { page: rewritten, script } = withScriptsAfterFirstPaint(page, basePath)
    expect(rewritten).not.toContain(chunk('a'))
    expect(rewritten).not.toContain(chunk('late'))
    expect(rewritten).not.toContain('rel="preload"')
    // Old browsers' polyfills and the payload stay where they were.
    expect(rewritten).toContain(`<script src="${chunk('legacy')}" noModule=""></script>`)
    expect(rewritten).toContain('<main>text</main><script>self.__next_f.push(')
    // The loader is named at the end of the head, and nothing of it is inline.
    expect(script?.path).toMatch(new RegExp(`^${START_SCRIPTS_FOLDER}[\\w-]+\\.js$`))
    expect(rewritten).toContain(
      `<script src="${basePath}/${script?.path}" async=""></script></head>`,
    )
    expect(rewritten).not.toContain('first-contentful-paint')
    const loader = script?.source ?? ''
    expect(loader).toContain(JSON.stringify([chunk('late'), chunk('a'), chunk('b')]))
    expect(loader).toContain('first-contentful-paint')
    expect(loader).not.toContain('__name')
  })

  it('gives pages with the same scripts the same loader, and others another', () => {
    const same = withScriptsAfterFirstPaint(page.replace('text', 'other text'), basePath).script
    const other = withScriptsAfterFirstPaint(page.replace(chunk('b'), chunk('c')), basePath).script
    expect(same?.path).toBe(withScriptsAfterFirstPaint(page, basePath).script?.path)
    expect(other?.path).not.toBe(same?.path)
  })

  it('leaves a page without app scripts as it is', () => {
    const plain =
      '<html><head></head><body><script src="/elsewhere.js" async=""></script></body></html>'
    expect(withScriptsAfterFirstPaint(plain, basePath)).toEqual({ page: plain, script: null })
  })
})

describe('a button pressed before the app has hydrated', () => {
  afterEach(() => vi.unstubAllGlobals())

  class StubElement {
    clicks = 0
    readonly isConnected = true
    constructor(readonly answersItself = false) {}
    closest(selector: string) {
      return selector === APP_BUTTONS && !this.answersItself ? this : null
    }
    click() {
      this.clicks += 1
    }
  }

  /** Runs the page's loader on a stub page: a press on it, and whether the loader still listens. */
  function runLoader() {
    const listeners = new Set<(event: unknown) => void>()
    const window = {
      addEventListener: (type: string, listener: (event: unknown) => void) => {
        if (type === 'click') listeners.add(listener)
      },
      removeEventListener: (_type: string, listener: (event: unknown) => void) =>
        listeners.delete(listener),
    }
    const document = { visibilityState: 'visible', addEventListener: () => {} }
    const self = globalThis
    // The loader sets it; stubbed, it is undone with the rest.
    vi.stubGlobal(EARLY_PRESS_GLOBAL, undefined)
    vi.stubGlobal('HTMLElement', StubElement)
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: [] })
    vi.stubGlobal('requestAnimationFrame', () => 0)
    const loader = afterFirstPaintLoader([chunk('a')]).source
    new Function('addEventListener', 'removeEventListener', 'document', 'self', loader)(
      window.addEventListener,
      window.removeEventListener,
      document,
      self,
    )
    /** Whether the press went on to the rest of the page. */
    const press = (target: StubElement) => {
      let stopped = false
      for (const listener of listeners)
        listener({ target, stopPropagation: () => (stopped = true) })
      return !stopped
    }
    return { press, listening: () => listeners.size > 0 }
  }

  it('is kept by the loader and pressed once again when the app has hydrated', () => {
    const page = runLoader()
    const theme = new StubElement()
    const search = new StubElement()
    const productsMenu = new StubElement(true)
    // Nothing else on the page sees them, as React in the middle of hydrating would.
    expect(page.press(theme)).toBe(false)
    expect(page.press(search)).toBe(false)
    expect(page.press(productsMenu)).toBe(true)
    replayEarlyPress()
    // The last of the buttons that wait for the app, once; the popover had opened by itself.
    expect([theme.clicks, search.clicks, productsMenu.clicks]).toEqual([0, 1, 0])
    expect(page.listening()).toBe(false)
    expect(EARLY_PRESS_GLOBAL in globalThis).toBe(false)
    replayEarlyPress()
    expect(search.clicks).toBe(1)
  })
})
