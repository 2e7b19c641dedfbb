/**
 * User agent tokens of search engines and link previews, which get a reference section's crawler
 * page. Plain lowercase words, so one list becomes both the Node server's test and nginx's map.
 */
export const CRAWLER_AGENT_TOKENS = [
  'googlebot',
  'bingbot',
  'duckduckbot',
  'baiduspider',
  'yandexbot',
  'slurp',
  'applebot',
  'facebookexternalhit',
  'twitterbot',
  'linkedinbot',
  'slackbot',
  'discordbot',
  'petalbot',
] as const

/** A case-insensitive regular expression source that matches any crawler token. */
export const CRAWLER_PATTERN = CRAWLER_AGENT_TOKENS.join('|')

const CRAWLER = new RegExp(CRAWLER_PATTERN, 'i')

export function isCrawler(userAgent: string | undefined): boolean {
  return CRAWLER.test(userAgent ?? '')
}
