/**
 * Platform numbers and defaults as readers see them: limits, sizes, defaults and sample figures.
 * Each is written here once; guide pages show one with `<PlatformValue name="…" />`, and a name
 * that is not a key of this object fails the build naming the page. Where a fact comes from
 * `content/facts/` (the repository's copy of the platform facts), that file wins: change the value
 * here when the facts change.
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
  /** Digits in the one-time codes Auth sends by email and SMS. Source: content issue 11 (Auth). */
  'auth.otpLength': '6',
  /** Shortest wait before Auth sends another code or link to the same address or number. Source: Auth defaults. */
  'auth.otpResendInterval': '60 seconds',
  /** How long an SMS code stays valid unless the project changes it. Source: Auth defaults. */
  'auth.smsOtpExpiry': '60 seconds',
  /** How long an email code or magic link stays valid unless the project changes it. Source: Auth defaults. */
  'auth.emailOtpExpiry': '1 hour',
  /** The longest lifetime a project may give email codes and links. Source: Auth defaults. */
  'auth.emailOtpMaxExpiry': '24 hours',
  /** SMS messages a project may send per hour unless its rate limits say otherwise. Source: Auth defaults. */
  'auth.smsPerHour': '30',
  /** Emails per hour through the built-in sender, before custom SMTP is set up. Source: Auth defaults. */
  'auth.builtInEmailsPerHour': '2',
  /** Lifetime of an access token (the JWT) unless the project changes it. Source: JavaScript v2 reference, auth overview. */
  'auth.accessTokenLifetime': '1 hour',
  /** The longest access token lifetime a project may set. Source: Auth defaults. */
  'auth.accessTokenMaxLifetime': '1 week',
  /** MFA factors one user may have enrolled at once. Source: Auth defaults. */
  'auth.mfaMaxFactors': '10',
  /** How long a TOTP code is valid before the next one replaces it. Source: RFC 6238 as Auth applies it. */
  'auth.totpPeriod': '30 seconds',
  /** Shortest password Auth accepts unless the project raises it. Source: the password guide. */
  'auth.minPasswordLengthDefault': '6 characters',
  /** Sign-up and sign-in requests per IP address in each five-minute window. Source: Auth defaults. */
  'auth.signInsPerFiveMinutes': '30',
  /** Token refresh requests per IP address in each five-minute window. Source: Auth defaults. */
  'auth.tokenRefreshesPerFiveMinutes': '150',
  /** OTP and MFA verification requests per IP address in each five-minute window. Source: Auth defaults. */
  'auth.verificationsPerFiveMinutes': '30',
  /** Anonymous sign-ins per IP address per hour. Source: Auth defaults. */
  'auth.anonymousSignInsPerHour': '30',
  /** How long a PKCE code stays exchangeable after the redirect. Source: Auth defaults. */
  'auth.pkceCodeLifetime': '5 minutes',
  /** How long an Auth hook may run before Auth gives up on it. Source: Auth defaults. */
  'auth.hookTimeout': '5 seconds',
  /** How long a used refresh token still returns the same next session, to absorb retries. Source: the sessions guide. */
  'auth.refreshTokenReuseInterval': '10 seconds',
  /**
   * How long browsers and the CDN may reuse a file uploaded through a client library when the upload
   * sets no `cacheControl`. Source: JavaScript v2 reference, `storage.from().upload()` option default
   * (`'3600'`, seconds); the Kotlin reference gives the same default as `1.hours`.
   */
  'storage.uploadCacheControlDefault': '3600 seconds',
  /** Memory available to one Edge Function instance. Source: the Edge Functions overview's limits. */
  'functions.memoryLimit': '256 MB',
  /** Active CPU time an Edge Function may use per request; waiting on I/O does not count. Source: the Edge Functions overview's limits. */
  'functions.cpuTimePerRequest': '2 seconds',
  /** Longest an Edge Function invocation may run, wall clock, on the Free plan. Source: the Edge Functions overview's limits. */
  'functions.wallClockFree': '150 seconds',
  /** Longest an Edge Function invocation may run, wall clock, on paid plans. Source: the Edge Functions overview's limits. */
  'functions.wallClockPaid': '400 seconds',
  /** Time after which a request whose response has not started fails with 504. Source: the Edge Functions overview's limits. */
  'functions.idleResponseTimeout': '150 seconds',
  /** Largest bundled size of one Edge Function, dependencies included. Source: the Edge Functions overview's limits. */
  'functions.maxBundleSize': '20 MB',
  /** Outbound SMTP ports Edge Functions cannot connect to. Source: the Edge Functions overview's limits. */
  'functions.blockedOutboundPorts': '25 and 587',
  /**
   * Largest file for which a single-request (standard) upload is the recommended method; above it,
   * use resumable or S3 multipart uploads. Source: Storage service defaults (the uploads guides).
   */
  'storage.standardUploadRecommendedMax': '6 MB',
  /** Chunk size the resumable (TUS) endpoint requires for every chunk but the last. Source: Storage service defaults. */
  'storage.resumableChunkSize': '6 MB',
  /** How long a resumable upload's URL stays valid for resuming after it is created. Source: Storage service defaults. */
  'storage.resumableUploadUrlLifetime': '24 hours',
  /** How long a signed upload URL (`createSignedUploadUrl`) accepts its upload. Source: Storage service defaults. */
  'storage.signedUploadUrlLifetime': '2 hours',
  /** Largest file a project on the Free plan may store. Source: Storage plan limits. */
  'storage.freePlanMaxFileSize': '50 MB',
  /** Largest file a project on a paid plan may be configured to accept. Source: Storage plan limits. */
  'storage.paidPlanMaxFileSize': '500 GB',
  /** Largest source image the image transformation service accepts. Source: Storage image transformation limits. */
  'storage.imageTransformMaxSourceSize': '25 MB',
  /** Largest width or height, in pixels, a transformed image may be requested at. Source: Storage image transformation limits. */
  'storage.imageTransformMaxDimension': '2500 pixels',
  /** Largest source image resolution the transformation service accepts. Source: Storage image transformation limits. */
  'storage.imageTransformMaxResolution': '50 megapixels',
  /** Quality used for transformed images when the request names none (scale 20 to 100). Source: Storage image transformation defaults. */
  'storage.imageTransformDefaultQuality': '80',
  /** Longest time a changed or deleted file may still be served from the Smart CDN's edge caches. Source: Storage Smart CDN behaviour. */
  'storage.smartCdnInvalidationDelay': '60 seconds',
  /** Smallest part of an S3 multipart upload, the last part excepted. Source: S3 protocol multipart rules as Storage applies them. */
  'storage.s3MultipartMinPartSize': '5 MB',
  /** Largest number of parts in one S3 multipart upload. Source: S3 protocol multipart rules as Storage applies them. */
  'storage.s3MultipartMaxParts': '10,000',
  /** Files returned by one `list()` call unless `limit` says otherwise. Source: JavaScript v2 reference, `storage.from().list()`. */
  'storage.listDefaultLimit': '100',
  /** Accepted range of the `quality` option of image transformations. Source: Storage image transformation limits. */
  'storage.imageTransformQualityRange': '20 to 100',
  /** Port of the local stack's Postgres (`plinth start`), as in its printed database URL. Source: the local development guides. */
  'localDev.databasePort': '54322',
  /** Memory of the Micro compute add-on. Source: compute add-on sizes. */
  'compute.microMemory': '1 GB',
  /** Memory of the Small compute add-on. Source: compute add-on sizes. */
  'compute.smallMemory': '2 GB',
  /** Memory of the Medium compute add-on. Source: compute add-on sizes. */
  'compute.mediumMemory': '4 GB',
  /** Memory of the Large compute add-on. Source: compute add-on sizes. */
  'compute.largeMemory': '8 GB',
  /** Memory of the XL compute add-on. Source: compute add-on sizes. */
  'compute.xlMemory': '16 GB',
  /** Memory of the 2XL compute add-on. Source: compute add-on sizes. */
  'compute.xxlMemory': '32 GB',
  /** Memory of the 4XL compute add-on. Source: compute add-on sizes. */
  'compute.xxxxlMemory': '64 GB',
  /**
   * Age from which `plinth inspect db long-running-queries` lists an active query. Source: the CLI
   * reference, `inspect db long-running-queries` (issue 23).
   */
  'inspect.longRunningQueryAge': '5 minutes',
  /**
   * `plinth inspect db unused-indexes` lists indexes scanned fewer times than this…
   * Source: the CLI reference, `inspect db unused-indexes` (issue 23).
   */
  'inspect.unusedIndexMaxScans': '50 scans',
  /** …and larger than this (a page is 8192 bytes). Source: the CLI reference, `inspect db unused-indexes`. */
  'inspect.unusedIndexMinSize': '5 pages',
  /** Concurrent Realtime connections a project may hold on the Free plan. Source: Realtime defaults (the quotas guide). */
  'realtime.connectionsFree': '200',
  /** Concurrent Realtime connections a project may hold on paid plans before a raise is requested. Source: Realtime defaults (the quotas guide). */
  'realtime.connectionsPaid': '500',
  /** Realtime messages per second a project may move on the Free plan (each delivery to a client counts). Source: Realtime defaults (the quotas guide). */
  'realtime.messagesPerSecondFree': '100',
  /** Realtime messages per second a project may move on paid plans. Source: Realtime defaults (the quotas guide). */
  'realtime.messagesPerSecondPaid': '500',
  /** Channel joins per second across a project on the Free plan. Source: Realtime defaults (the quotas guide). */
  'realtime.joinsPerSecondFree': '100',
  /** Channel joins per second across a project on paid plans. Source: Realtime defaults (the quotas guide). */
  'realtime.joinsPerSecondPaid': '500',
  /** Channels one connection may have joined at once. Source: Realtime defaults (the quotas guide). */
  'realtime.channelsPerConnection': '100',
  /** Presence messages (track, untrack and their diffs) per second per project on the Free plan. Source: Realtime defaults (the quotas guide). */
  'realtime.presenceMessagesPerSecondFree': '20',
  /** Presence messages per second per project on paid plans. Source: Realtime defaults (the quotas guide). */
  'realtime.presenceMessagesPerSecondPaid': '50',
  /** Largest Broadcast payload on the Free plan. Source: Realtime defaults (the quotas guide). */
  'realtime.broadcastPayloadFree': '256 KB',
  /** Largest Broadcast payload on paid plans. Source: Realtime defaults (the quotas guide). */
  'realtime.broadcastPayloadPaid': '3 MB',
  /** Size of one Postgres Changes event above which long column values are left out. Source: the Postgres Changes guide. */
  'realtime.postgresChangesPayloadMax': '1 MB',
  /** Values an `in` filter of a Postgres Changes listener accepts. Source: the Postgres Changes guide. */
  'realtime.inFilterMaxValues': '100',
  /** Messages per second a client library sends on one channel unless its options change it. Source: Dart v2 reference, `sendBroadcastMessage()` (`eventsPerSecond`). */
  'realtime.clientEventsPerSecondDefault': '10',
  /** How long a client waits for the server to confirm a channel join. Source: Dart v2 reference, `subscribe()` timeout default. */
  'realtime.joinTimeoutDefault': '10 seconds',
  /** How often client libraries send a heartbeat on the Realtime socket. Source: Realtime defaults (the protocol guide). */
  'realtime.heartbeatInterval': '25 seconds',
  /** Time without a heartbeat after which the server closes a Realtime socket. Source: Realtime defaults (the protocol guide). */
  'realtime.heartbeatTimeout': '60 seconds',
  /** Most dimensions a `vector` column may have for an HNSW or IVFFlat index on it. Source: pgvector's documented index limits. */
  'pgvector.maxIndexedDimensions': '2,000 dimensions',
} as const satisfies Record<string, string>

export type PlatformConstantName = keyof typeof platformConstants

export function isPlatformConstantName(name: string): name is PlatformConstantName {
  return Object.hasOwn(platformConstants, name)
}
