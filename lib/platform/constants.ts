/**
 * Platform numbers and defaults as readers see them: limits, sizes, defaults and sample figures.
 * Each is written here once; guide pages show one with `<PlatformValue name="…" />`, and a name
 * that is not a key of this object fails the build naming the page. Where a fact comes from
 * `../shared/data/`, that file wins: change the value here when the facts change.
 */
export const platformConstants = {
  /** RAM the local development stack (`plinth start`) needs at least. Source: content issue 14. */
  'localDev.minimumRamGb': '7 GB',
  /**
   * Active connections in the sample output of `plinth inspect db role-connections`, shown with
   * `localDev.sampleMaxConnections`. Source: content issue 14.
   */
  'localDev.sampleActiveConnections': '12',
  /** The connection limit in the same sample output. Source: content issue 14. */
  'localDev.sampleMaxConnections': '90',
  /**
   * Database size above which a project needs at least the Large compute add-on.
   * Source: content issues 12 and 14.
   */
  'database.largeComputeThresholdGb': '6 GB',
  /**
   * Disk size up to which a project owner can enlarge the disk themselves; beyond it, support
   * does it. Source: content issues 12 and 14.
   */
  'platform.selfServeDiskLimitGb': '150 GB',
  /**
   * `cache-control` that `plinth storage cp` sets on uploaded objects unless `--cache-control`
   * says otherwise. Source: `cli-1.151.1.json`, command `{cli}-storage-cp`, flag default.
   */
  'storage.cdnCacheControlDefault': 'max-age=3600',
  /** Parallel transfers of `plinth storage cp` unless `--jobs` says otherwise. Source: `cli-1.151.1.json`. */
  'storage.cpJobsDefault': '1',
  /** Severity `plinth db lint` reports from unless `--level` says otherwise. Source: `cli-1.151.1.json`. */
  'database.lintLevelDefault': 'warning',
  /** The CLI version the CLI reference and guides describe. Source: `cli-1.151.1.json`. */
  'cli.version': '1.151.1',
  /** Number of database extensions in the catalogue. Source: `extensions.json`. */
  'database.extensionCount': '68',
  /** Number of social login providers. Source: `auth-providers.json`. */
  'auth.socialProviderCount': '19',
  /** Number of SMS providers for phone login. Source: `auth-providers.json`. */
  'auth.smsProviderCount': '4',
  /** Number of log sources in the log catalogue. Source: `log-sources.json`. */
  'monitoring.logSourceCount': '9',
} as const satisfies Record<string, string>

export type PlatformConstantName = keyof typeof platformConstants

export function isPlatformConstantName(name: string): name is PlatformConstantName {
  return Object.hasOwn(platformConstants, name)
}
