import { describe, expect, it } from 'vitest'
import { pagePieces } from './page-pieces'
import { findValueLiterals, valueMatchers } from './platform-value-literals'

const constants = {
  'auth.otpLength': '6',
  'auth.smsOtpExpiry': '60 seconds',
  'auth.otpResendInterval': '60 seconds',
  'storage.freePlanMaxFileSize': '50 MB',
  'localDev.databasePort': '54322',
  'realtime.inFilterMaxValues': '100',
  'database.lintLevelDefault': 'warning',
}
const matchers = valueMatchers(constants, { 'realtime.inFilterMaxValues': 'values' })
const find = (mdx: string) =>
  findValueLiterals(pagePieces(`---\ntitle: T\ndescription: D\n---\n\n${mdx}\n`, 'mdx'), matchers)

describe('findValueLiterals', () => {
  it('finds a value with its unit as written, with the line and every constant it equals', () => {
    expect(find('Intro.\n\nCodes expire after 60 seconds.')).toEqual([
      { line: 8, written: '60 seconds', names: ['auth.smsOtpExpiry', 'auth.otpResendInterval'] },
    ])
    expect(find('Files up to 50MB, or a 60-second wait.').map((literal) => literal.written)).toEqual([
      '50MB',
      '60-second',
    ])
  })

  it('finds bare numbers by their words, or alone from four digits', () => {
    expect(find('Up to 100 values; port 54322.').map((literal) => literal.written)).toEqual([
      '100 values',
      '54322',
    ])
    expect(find('Show 100 rows in 6 steps with 150 MB.')).toEqual([])
  })

  it('passes over <PlatformValue>, code, inline code and longer numbers', () => {
    const mdx = [
      'Codes expire after <PlatformValue name="auth.smsOtpExpiry" />.',
      '',
      'Connect to `127.0.0.1:54322` or 543221, with 160 seconds.',
      '',
      '```ts',
      'const wait = "60 seconds"',
      '```',
    ].join('\n')
    expect(find(mdx)).toEqual([])
  })
})
