import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Alert } from './alert'
import { hideClosedAlertScript } from './hide-closed-alert-script'

/** Runs an alert's inline script as the browser would, right after its alert, on a saved store. */
function runAfterAlert(script: string, saved: Record<string, string>) {
  const alert = { hidden: false }
  const localStorage = { getItem: (key: string) => saved[key] ?? null }
  const document = { currentScript: { previousElementSibling: alert } }
  new Function('localStorage', 'document', script)(localStorage, document)
  return alert
}

describe('<Alert>', () => {
  it('is followed by the script that hides it, so nothing else on the page needs one', () => {
    const html = renderToStaticMarkup(
      <Alert id="keys" title="Your keys">
        Filled in
      </Alert>,
    )
    expect(html).toMatch(/<\/aside><script>[^<]*docs\.ui\.alert\.keys\.dismissed[^<]*<\/script>$/)
  })

  it('hides the alert the reader closed before, and only that one', () => {
    const saved = { 'docs.ui.alert.keys.dismissed': 'true' }
    expect(runAfterAlert(hideClosedAlertScript('keys'), saved).hidden).toBe(true)
    expect(runAfterAlert(hideClosedAlertScript('plans'), saved).hidden).toBe(false)
    expect(runAfterAlert(hideClosedAlertScript('keys'), {}).hidden).toBe(false)
  })

  it('keeps an id that looks like markup inside its script', () => {
    expect(hideClosedAlertScript('</script><b>')).not.toContain('</script>')
  })
})
