import fs from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

interface LockedPackage {
  version?: string
  engines?: { node?: string } | string[]
  optional?: boolean
}

const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  engines: { node: string }
}
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>
}

/** The packages whose declared Node range leaves out the oldest Node the site says it runs on. */
export function packagesNeedingNewerNode(
  packages: Record<string, LockedPackage>,
  oldestNode: string,
): string[] {
  return Object.entries(packages).flatMap(([location, locked]) => {
    const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node
    if (!location || !range) return []
    return semver.satisfies(oldestNode, range, { includePrerelease: true })
      ? []
      : [`${location.replace(/^node_modules\//, '')}@${locked.version ?? '?'} needs Node ${range}`]
  })
}

describe('declared Node engines', () => {
  const oldest = semver.minVersion(manifest.engines.node)?.version ?? ''

  it('name a Node version', () => {
    expect(oldest).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it('hold for every installed package: none needs a newer Node than package.json declares', () => {
    expect(packagesNeedingNewerNode(lock.packages, oldest)).toEqual([])
  })

  it('finds a package that needs a newer Node', () => {
    expect(
      packagesNeedingNewerNode(
        { 'node_modules/new-tool': { version: '2.0.0', engines: { node: '>=22.12' } } },
        '20.9.0',
      ),
    ).toEqual(['new-tool@2.0.0 needs Node >=22.12'])
  })
})
