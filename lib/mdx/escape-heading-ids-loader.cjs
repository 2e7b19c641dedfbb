// Webpack loader run before the MDX loader: see escapeHeadingIds in lib/content/headings.ts.
// Plain CommonJS because webpack loads loaders with require().
const { escapeHeadingIds } = require('./escape-heading-ids.cjs')

module.exports = function escapeHeadingIdsLoader(source) {
  return escapeHeadingIds(source)
}
