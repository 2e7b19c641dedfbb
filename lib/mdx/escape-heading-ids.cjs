// CommonJS so that the webpack loader (loaded with require) and the TypeScript code share it.
'use strict'

const FENCE = /^\s{0,3}(`{3,}|~{3,})/
const HEADING_WITH_ID = /^(\s{0,3}#{1,6}\s.*?)\{(#[A-Za-z0-9_-]+)\}(\s*)$/

/**
 * MDX reads `{#id}` as a JavaScript expression, so heading ids are escaped before parsing
 * (outside fenced code) and read back from the heading text by `assignHeadingIds`.
 * @param {string} source
 * @returns {string}
 */
function escapeHeadingIds(source) {
  /** @type {string | null} */
  let fence = null
  return source
    .split('\n')
    .map((line) => {
      const marker = FENCE.exec(line)?.[1]
      if (marker) {
        if (fence === null) fence = marker
        else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null
        return line
      }
      if (fence !== null) return line
      return line.replace(HEADING_WITH_ID, '$1\\{$2\\}$3')
    })
    .join('\n')
}

module.exports = { escapeHeadingIds }
