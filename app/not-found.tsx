import { Landing, QuickLinks } from '../components/layout/landing'
import { HOME_PATH } from '../lib/address/address'
import { loadSiteLinks } from '../lib/site-index/site-links'

export default function NotFound() {
  const links = loadSiteLinks()
  return (
    <Landing links={links}>
      <h1>Page not found</h1>
      <p className="lead">
        There is no page at this address. It may have moved, or the link may be mistyped. Pick up
        from one of these:
      </p>
      <QuickLinks links={[{ title: 'Documentation home', path: HOME_PATH }, ...links.areas]} />
    </Landing>
  )
}
