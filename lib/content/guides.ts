import 'server-only'

import path from 'node:path'
import { guidePath } from '../address/address'
import { readGuideTree, type GuideArea, type GuidePage, type GuideTree } from './guide-tree'

export const GUIDES_ROOT = path.join(process.cwd(), 'content/guides')

let cached: GuideTree | undefined

/** The guide tree, read once per build; re-read on every call in development so edits show. */
export function getGuideTree(): GuideTree {
  if (process.env.NODE_ENV === 'development') return readGuideTree(GUIDES_ROOT)
  cached ??= readGuideTree(GUIDES_ROOT)
  return cached
}

/** Null when no page has this slug, so the route can answer 404. */
export function getGuidePage(slug: string[]): GuidePage | null {
  const href = guidePath(slug)
  return getGuideTree().pages.find((page) => page.href === href) ?? null
}

export function getArea(id: string | null): GuideArea | null {
  return getGuideTree().areas.find((area) => area.id === id) ?? null
}

export function getNeighbours(page: GuidePage): { previous?: GuidePage; next?: GuidePage } {
  const pages = getArea(page.area)?.pages ?? []
  const index = pages.indexOf(page)
  if (index === -1) return {}
  return { previous: pages[index - 1], next: pages[index + 1] }
}
