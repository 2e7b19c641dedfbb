import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { platformConstants } from '../../lib/platform/constants'
import { PlatformValue } from './platform-value'

describe('<PlatformValue>', () => {
  it('renders the value written in the constants file', () => {
    expect(renderToStaticMarkup(<PlatformValue name="localDev.minimumRamGb" />)).toBe(
      platformConstants['localDev.minimumRamGb'],
    )
  })

  it('throws naming an unknown constant when rendered', () => {
    expect(() => renderToStaticMarkup(<PlatformValue name="localDev.minimumRam" />)).toThrow(
      'Unknown platform constant `localDev.minimumRam`',
    )
  })
})
