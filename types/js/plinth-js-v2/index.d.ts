/**
 * The documented API of `@plinth/plinth-js` version 2 (content/reference/javascript/v2.yaml).
 * Every signature the reference shows is written here as shown (types/js/js-declarations.test.ts);
 * rows are untyped (`any`) unless a `Database` type is given, as the reference says.
 */

export type CountOption = 'exact' | 'planned' | 'estimated'
/** A row of a table or view, as an object of column values. */
export type Row = Record<string, unknown>
type ChannelStatus = 'ok' | 'timed out' | 'error'

export interface PlinthClientOptions<SchemaName extends string = 'public'> {
  db?: { schema?: SchemaName }
  auth?: {
    autoRefreshToken?: boolean
    persistSession?: boolean
    detectSessionInUrl?: boolean
    storage?: SupportedStorage
    storageKey?: string
    flowType?: 'implicit' | 'pkce'
    debug?: boolean
  }
  global?: { headers?: Record<string, string>; fetch?: typeof fetch }
  realtime?: { params?: Record<string, unknown>; timeout?: number; heartbeatIntervalMs?: number }
  accessToken?: () => Promise<string | null>
}

export interface SupportedStorage {
  getItem(key: string): string | null | Promise<string | null>
  setItem(key: string, value: string): void | Promise<void>
  removeItem(key: string): void | Promise<void>
}

export declare function createClient<Database = any, SchemaName extends string = 'public'>(
  plinthUrl: string,
  plinthKey: string,
  options?: PlinthClientOptions<SchemaName>,
): PlinthClient<Database, SchemaName>

export interface PlinthClient<Database = any, SchemaName extends string = 'public'> {
  from(relation: string): PostgrestQueryBuilder
  schema(schema: string): {
    from(relation: string): PostgrestQueryBuilder
    rpc: PlinthClient['rpc']
  }
  rpc(
    fn: string,
    args?: object,
    options?: { head?: boolean; get?: boolean; count?: 'exact' | 'planned' | 'estimated' },
  ): PostgrestFilterBuilder
  auth: AuthClient
  storage: StorageClient
  functions: FunctionsClient
  realtime: RealtimeClient
  channel(
    name: string,
    opts?: {
      config?: {
        broadcast?: { self?: boolean; ack?: boolean }
        presence?: { key?: string }
        private?: boolean
      }
    },
  ): RealtimeChannel
  removeChannel(channel: RealtimeChannel): Promise<'ok' | 'timed out' | 'error'>
  removeAllChannels(): Promise<Array<'ok' | 'timed out' | 'error'>>
  getChannels(): RealtimeChannel[]
  /** Carries the type parameters a client was created with. */
  readonly __types?: { database: Database; schema: SchemaName }
}

// Database

export interface PostgrestError {
  message: string
  details: string
  hint: string
  code: string
}

/** A query's outcome: its rows (or value) and no error, or an error and no data. */
export type PostgrestResponse<Result> =
  | {
      data: Result
      error: null
      count: number | null
      status: number
      statusText: string
    }
  | {
      data: null
      error: PostgrestError
      count: null
      status: number
      statusText: string
    }

export interface PostgrestQueryBuilder {
  select(
    columns?: string,
    options?: { head?: boolean; count?: 'exact' | 'planned' | 'estimated' },
  ): PostgrestFilterBuilder
  insert(
    values: Row | Row[],
    options?: { count?: 'exact' | 'planned' | 'estimated'; defaultToNull?: boolean },
  ): PostgrestFilterBuilder
  update(
    values: Partial<Row>,
    options?: { count?: 'exact' | 'planned' | 'estimated' },
  ): PostgrestFilterBuilder
  upsert(
    values: Row | Row[],
    options?: {
      onConflict?: string
      ignoreDuplicates?: boolean
      count?: 'exact' | 'planned' | 'estimated'
      defaultToNull?: boolean
    },
  ): PostgrestFilterBuilder
  delete(options?: { count?: 'exact' | 'planned' | 'estimated' }): PostgrestFilterBuilder
}

export interface PostgrestBuilder<Result = any> extends PromiseLike<PostgrestResponse<Result>> {
  /** Rejects instead of resolving with an error. */
  throwOnError(): PostgrestBuilder<Result>
}

/** A query of rows: its result is an array of rows until `single()` or another modifier. */
export interface PostgrestTransformBuilder extends PostgrestBuilder<any[]> {
  select(columns?: string): PostgrestTransformBuilder
  order(
    column: string,
    options?: { ascending?: boolean; nullsFirst?: boolean; referencedTable?: string },
  ): PostgrestTransformBuilder
  limit(count: number, options?: { referencedTable?: string }): PostgrestTransformBuilder
  range(from: number, to: number, options?: { referencedTable?: string }): PostgrestTransformBuilder
  abortSignal(signal: AbortSignal): PostgrestTransformBuilder
  single(): PostgrestBuilder
  maybeSingle(): PostgrestBuilder
  csv(): PostgrestBuilder<string>
  /** Types the rows of the result (see TypeScript support). */
  returns<NewResult>(): PostgrestBuilder<NewResult>
  explain(options?: {
    analyze?: boolean
    verbose?: boolean
    settings?: boolean
    buffers?: boolean
    wal?: boolean
    format?: 'text' | 'json'
  }): PostgrestBuilder
}

export interface PostgrestFilterBuilder extends PostgrestTransformBuilder {
  eq(column: string, value: unknown): PostgrestFilterBuilder
  neq(column: string, value: unknown): PostgrestFilterBuilder
  gt(column: string, value: unknown): PostgrestFilterBuilder
  gte(column: string, value: unknown): PostgrestFilterBuilder
  lt(column: string, value: unknown): PostgrestFilterBuilder
  lte(column: string, value: unknown): PostgrestFilterBuilder
  like(column: string, pattern: string): PostgrestFilterBuilder
  ilike(column: string, pattern: string): PostgrestFilterBuilder
  is(column: string, value: null | boolean): PostgrestFilterBuilder
  in(column: string, values: unknown[]): PostgrestFilterBuilder
  contains(
    column: string,
    value: string | unknown[] | Record<string, unknown>,
  ): PostgrestFilterBuilder
  containedBy(
    column: string,
    value: string | unknown[] | Record<string, unknown>,
  ): PostgrestFilterBuilder
  rangeGt(column: string, range: string): PostgrestFilterBuilder
  rangeGte(column: string, range: string): PostgrestFilterBuilder
  rangeLt(column: string, range: string): PostgrestFilterBuilder
  rangeLte(column: string, range: string): PostgrestFilterBuilder
  rangeAdjacent(column: string, range: string): PostgrestFilterBuilder
  overlaps(column: string, value: string | unknown[]): PostgrestFilterBuilder
  textSearch(
    column: string,
    query: string,
    options?: { config?: string; type?: 'plain' | 'phrase' | 'websearch' },
  ): PostgrestFilterBuilder
  match(query: Record<string, unknown>): PostgrestFilterBuilder
  not(column: string, operator: string, value: unknown): PostgrestFilterBuilder
  or(filters: string, options?: { referencedTable?: string }): PostgrestFilterBuilder
  filter(column: string, operator: string, value: unknown): PostgrestFilterBuilder
}

// Auth

export declare class AuthError extends Error {
  status: number | undefined
  code: string | undefined
}

/** The social sign-in providers, by slug (content/facts/auth-providers.json). */
export type Provider =
  | 'apple'
  | 'azure'
  | 'bitbucket'
  | 'discord'
  | 'facebook'
  | 'figma'
  | 'github'
  | 'gitlab'
  | 'google'
  | 'kakao'
  | 'keycloak'
  | 'linkedin'
  | 'notion'
  | 'slack'
  | 'spotify'
  | 'twitch'
  | 'twitter'
  | 'workos'
  | 'zoom'

export type AuthChangeEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED'

export type EmailOtpType = 'email' | 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change'
export type MobileOtpType = 'sms' | 'phone_change'

export interface UserIdentity {
  id: string
  identity_id: string
  user_id: string
  provider: string
  identity_data?: { [key: string]: any }
  created_at?: string
  last_sign_in_at?: string
  updated_at?: string
}

export interface Factor {
  id: string
  friendly_name?: string
  factor_type: 'totp' | 'phone'
  status: 'verified' | 'unverified'
  created_at: string
  updated_at: string
}

export interface User {
  id: string
  aud: string
  email?: string
  phone?: string
  role?: string
  app_metadata: { provider?: string; providers?: string[]; [key: string]: any }
  user_metadata: { [key: string]: any }
  identities?: UserIdentity[]
  factors?: Factor[]
  is_anonymous?: boolean
  created_at: string
  updated_at?: string
  confirmed_at?: string
  email_confirmed_at?: string
  phone_confirmed_at?: string
  last_sign_in_at?: string
}

export interface Session {
  access_token: string
  refresh_token: string
  expires_in: number
  expires_at?: number
  token_type: string
  provider_token?: string | null
  provider_refresh_token?: string | null
  user: User
}

export interface Subscription {
  id: string
  callback: (event: AuthChangeEvent, session: Session | null) => void
  unsubscribe(): void
}

export type AuthResponse =
  | { data: { user: User | null; session: Session | null }; error: null }
  | { data: { user: null; session: null }; error: AuthError }
export type AuthTokenResponse =
  | { data: { user: User; session: Session }; error: null }
  | { data: { user: null; session: null }; error: AuthError }
export type AuthTokenResponsePassword =
  | {
      data: {
        user: User
        session: Session
        weakPassword?: { reasons: string[]; message: string } | null
      }
      error: null
    }
  | { data: { user: null; session: null }; error: AuthError }
export type AuthOtpResponse =
  | { data: { user: null; session: null; messageId?: string | null }; error: null }
  | { data: { user: null; session: null; messageId?: string | null }; error: AuthError }
export type OAuthResponse =
  | { data: { provider: Provider; url: string }; error: null }
  | { data: { provider: Provider; url: null }; error: AuthError }
export type SSOResponse = { data: { url: string }; error: null } | { data: null; error: AuthError }
export type GenerateLinkResponse =
  | {
      data: {
        properties: {
          action_link: string
          email_otp: string
          hashed_token: string
          redirect_to: string
          verification_type: string
        }
        user: User
      }
      error: null
    }
  | { data: { properties: null; user: null }; error: AuthError }

export type AuthMFAEnrollResponse =
  | {
      data: {
        id: string
        type: 'totp' | 'phone'
        friendly_name?: string
        totp: { qr_code: string; secret: string; uri: string }
        phone?: string
      }
      error: null
    }
  | { data: null; error: AuthError }
export type AuthMFAChallengeResponse =
  | { data: { id: string; type: 'totp' | 'phone'; expires_at: number }; error: null }
  | { data: null; error: AuthError }
export type AuthMFAVerifyResponse =
  | {
      data: {
        access_token: string
        token_type: string
        expires_in: number
        refresh_token: string
        user: User
      }
      error: null
    }
  | { data: null; error: AuthError }
export type AuthMFAUnenrollResponse =
  { data: { id: string }; error: null } | { data: null; error: AuthError }
export type AuthMFAListFactorsResponse =
  | { data: { all: Factor[]; totp: Factor[]; phone: Factor[] }; error: null }
  | { data: null; error: AuthError }
export type AuthenticatorAssuranceLevels = 'aal1' | 'aal2'
export type AuthMFAGetAuthenticatorAssuranceLevelResponse =
  | {
      data: {
        currentLevel: AuthenticatorAssuranceLevels | null
        nextLevel: AuthenticatorAssuranceLevels | null
        currentAuthenticationMethods: { method: string; timestamp: number }[]
      }
      error: null
    }
  | { data: null; error: AuthError }

export interface AuthClient {
  signUp(
    credentials:
      | {
          email: string
          password: string
          options?: { emailRedirectTo?: string; data?: object; captchaToken?: string }
        }
      | { phone: string; password: string; options?: { data?: object; captchaToken?: string } },
  ): Promise<AuthResponse>
  signInWithPassword(
    credentials: { email: string; password: string } | { phone: string; password: string },
  ): Promise<AuthTokenResponsePassword>
  signInWithOtp(
    credentials:
      | {
          email: string
          options?: {
            emailRedirectTo?: string
            shouldCreateUser?: boolean
            data?: object
            captchaToken?: string
          }
        }
      | {
          phone: string
          options?: {
            shouldCreateUser?: boolean
            data?: object
            channel?: 'sms' | 'whatsapp'
            captchaToken?: string
          }
        },
  ): Promise<AuthOtpResponse>
  signInWithOAuth(credentials: {
    provider: Provider
    options?: {
      redirectTo?: string
      scopes?: string
      queryParams?: { [key: string]: string }
      skipBrowserRedirect?: boolean
    }
  }): Promise<OAuthResponse>
  signInWithIdToken(credentials: {
    provider: 'google' | 'apple' | 'azure' | 'facebook' | 'kakao' | string
    token: string
    nonce?: string
    access_token?: string
  }): Promise<AuthTokenResponse>
  signOut(options?: { scope?: 'global' | 'local' | 'others' }): Promise<{ error: AuthError | null }>
  verifyOtp(
    params:
      | {
          email: string
          token: string
          type: 'email' | 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change'
        }
      | { phone: string; token: string; type: 'sms' | 'phone_change' }
      | {
          token_hash: string
          type: 'email' | 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change'
        },
  ): Promise<AuthResponse>
  getSession(): Promise<{ data: { session: Session | null }; error: AuthError | null }>
  refreshSession(currentSession?: { refresh_token: string }): Promise<AuthResponse>
  setSession(currentSession: { access_token: string; refresh_token: string }): Promise<AuthResponse>
  getUser(jwt?: string): Promise<{ data: { user: User | null }; error: AuthError | null }>
  updateUser(
    attributes: {
      email?: string
      phone?: string
      password?: string
      nonce?: string
      data?: object
    },
    options?: { emailRedirectTo?: string },
  ): Promise<{ data: { user: User | null }; error: AuthError | null }>
  resetPasswordForEmail(
    email: string,
    options?: { redirectTo?: string; captchaToken?: string },
  ): Promise<{ data: {} | null; error: AuthError | null }>
  resend(
    params:
      | {
          type: 'signup' | 'email_change'
          email: string
          options?: { emailRedirectTo?: string; captchaToken?: string }
        }
      | { type: 'sms' | 'phone_change'; phone: string; options?: { captchaToken?: string } },
  ): Promise<AuthOtpResponse>
  exchangeCodeForSession(authCode: string): Promise<AuthTokenResponse>
  onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
    data: { subscription: Subscription }
  }
  startAutoRefresh(): Promise<void>
  stopAutoRefresh(): Promise<void>
  signInAnonymously(credentials?: {
    options?: { data?: object; captchaToken?: string }
  }): Promise<AuthResponse>
  signInWithSSO(
    params:
      | { domain: string; options?: { redirectTo?: string; captchaToken?: string } }
      | { providerId: string; options?: { redirectTo?: string; captchaToken?: string } },
  ): Promise<SSOResponse>
  getUserIdentities(): Promise<{ data: { identities: UserIdentity[] }; error: AuthError | null }>
  linkIdentity(credentials: {
    provider: Provider
    options?: {
      redirectTo?: string
      scopes?: string
      queryParams?: { [key: string]: string }
      skipBrowserRedirect?: boolean
    }
  }): Promise<OAuthResponse>
  unlinkIdentity(identity: UserIdentity): Promise<{ data: {}; error: AuthError | null }>
  reauthenticate(): Promise<AuthResponse>
  mfa: AuthMFAApi
  admin: AuthAdminApi
}

export interface AuthMFAApi {
  enroll(
    params:
      | { factorType: 'totp'; friendlyName?: string; issuer?: string }
      | { factorType: 'phone'; phone: string; friendlyName?: string },
  ): Promise<AuthMFAEnrollResponse>
  challenge(params: {
    factorId: string
    channel?: 'sms' | 'whatsapp'
  }): Promise<AuthMFAChallengeResponse>
  verify(params: {
    factorId: string
    challengeId: string
    code: string
  }): Promise<AuthMFAVerifyResponse>
  challengeAndVerify(params: { factorId: string; code: string }): Promise<AuthMFAVerifyResponse>
  unenroll(params: { factorId: string }): Promise<AuthMFAUnenrollResponse>
  listFactors(): Promise<AuthMFAListFactorsResponse>
  getAuthenticatorAssuranceLevel(): Promise<AuthMFAGetAuthenticatorAssuranceLevelResponse>
}

export interface AuthAdminApi {
  getUserById(uid: string): Promise<{ data: { user: User | null }; error: AuthError | null }>
  listUsers(params?: { page?: number; perPage?: number }): Promise<
    | {
        data: {
          users: User[]
          aud: string
          nextPage: number | null
          lastPage: number
          total: number
        }
        error: null
      }
    | { data: { users: [] }; error: AuthError }
  >
  createUser(attributes: {
    email?: string
    password?: string
    email_confirm?: boolean
    phone?: string
    user_metadata?: object
    app_metadata?: object
  }): Promise<{ data: { user: User | null }; error: AuthError | null }>
  deleteUser(
    id: string,
    shouldSoftDelete?: boolean,
  ): Promise<{ data: { user: User | null }; error: AuthError | null }>
  inviteUserByEmail(
    email: string,
    options?: { data?: object; redirectTo?: string },
  ): Promise<{ data: { user: User | null }; error: AuthError | null }>
  generateLink(params: {
    type:
      'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change_current' | 'email_change_new'
    email: string
    password?: string
    newEmail?: string
    options?: { data?: object; redirectTo?: string }
  }): Promise<GenerateLinkResponse>
  updateUserById(
    uid: string,
    attributes: {
      email?: string
      phone?: string
      password?: string
      email_confirm?: boolean
      phone_confirm?: boolean
      user_metadata?: object
      app_metadata?: object
      ban_duration?: string
    },
  ): Promise<{ data: { user: User | null }; error: AuthError | null }>
  signOut(
    jwt: string,
    scope?: 'global' | 'local' | 'others',
  ): Promise<{ data: null; error: AuthError | null }>
  mfa: {
    listFactors(params: {
      userId: string
    }): Promise<{ data: { factors: Factor[] } | null; error: AuthError | null }>
    deleteFactor(params: {
      id: string
      userId: string
    }): Promise<{ data: { id: string } | null; error: AuthError | null }>
  }
}

// Edge Functions

export declare class FunctionsError extends Error {
  context: any
}
/** The function answered with a status outside 2xx; `context` is its `Response`. */
export declare class FunctionsHttpError extends FunctionsError {
  context: Response
}
export declare class FunctionsRelayError extends FunctionsError {}
export declare class FunctionsFetchError extends FunctionsError {}

export interface FunctionsClient {
  invoke<T = any>(
    functionName: string,
    options?: {
      body?: string | object | Blob | File | ArrayBuffer | FormData
      headers?: Record<string, string>
      method?: 'POST' | 'GET' | 'PUT' | 'PATCH' | 'DELETE'
      region?: string
    },
  ): Promise<{
    data: T | null
    error: FunctionsHttpError | FunctionsRelayError | FunctionsFetchError | null
  }>
  setAuth(token: string): void
}

// Realtime

export interface RealtimeClient {
  setAuth(token?: string | null): Promise<void>
}

export type RealtimePostgresChangesPayload = {
  schema: string
  table: string
  commit_timestamp: string
  eventType: 'INSERT' | 'UPDATE' | 'DELETE'
  new: Record<string, any>
  old: Record<string, any>
  errors: string[] | null
}

export type RealtimePresencePayload = {
  event: 'sync' | 'join' | 'leave'
  key?: string
  currentPresences?: Array<Record<string, any> & { presence_ref: string }>
  newPresences?: Array<Record<string, any> & { presence_ref: string }>
  leftPresences?: Array<Record<string, any> & { presence_ref: string }>
}

export interface RealtimeChannel {
  topic: string
  state: 'closed' | 'errored' | 'joined' | 'joining' | 'leaving'
  on(
    type: 'broadcast',
    filter: { event: string },
    callback: (message: { type: 'broadcast'; event: string; payload: any }) => void,
  ): RealtimeChannel
  on(
    type: 'presence',
    filter: { event: 'sync' | 'join' | 'leave' },
    callback: (payload: RealtimePresencePayload) => void,
  ): RealtimeChannel
  on(
    type: 'postgres_changes',
    filter: {
      event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'
      schema: string
      table?: string
      filter?: string
    },
    callback: (change: RealtimePostgresChangesPayload) => void,
  ): RealtimeChannel
  on(
    type: 'postgres_changes',
    filter: {
      event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'
      schema: string
      table?: string
      filter?: string
    },
    callback: (change: {
      schema: string
      table: string
      commit_timestamp: string
      eventType: 'INSERT' | 'UPDATE' | 'DELETE'
      new: Record<string, any>
      old: Record<string, any>
      errors: string[] | null
    }) => void,
  ): RealtimeChannel
  subscribe(
    callback?: (
      status: 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR',
      err?: Error,
    ) => void,
  ): RealtimeChannel
  send(message: {
    type: 'broadcast'
    event: string
    payload?: any
  }): Promise<'ok' | 'timed out' | 'error'>
  track(state: Record<string, any>): Promise<'ok' | 'timed out' | 'error'>
  untrack(): Promise<'ok' | 'timed out' | 'error'>
  presenceState<T = Record<string, any>>(): Record<string, Array<T & { presence_ref: string }>>
  unsubscribe(): Promise<ChannelStatus>
}

// Storage

export declare class StorageError extends Error {}

export interface Bucket {
  id: string
  name: string
  owner: string
  public: boolean
  file_size_limit?: number | null
  allowed_mime_types?: string[] | null
  created_at: string
  updated_at: string
}

export interface FileObject {
  id: string | null
  name: string
  bucket_id: string
  owner: string
  metadata: Record<string, any> | null
  created_at: string | null
  updated_at: string | null
  last_accessed_at: string | null
}

export interface StorageClient {
  from(id: string): StorageFileApi
  createBucket(
    id: string,
    options?: {
      public: boolean
      fileSizeLimit?: number | string | null
      allowedMimeTypes?: string[] | null
    },
  ): Promise<{ data: { name: string }; error: null } | { data: null; error: StorageError }>
  getBucket(
    id: string,
  ): Promise<{ data: Bucket; error: null } | { data: null; error: StorageError }>
  listBuckets(): Promise<{ data: Bucket[]; error: null } | { data: null; error: StorageError }>
  updateBucket(
    id: string,
    options: {
      public: boolean
      fileSizeLimit?: number | string | null
      allowedMimeTypes?: string[] | null
    },
  ): Promise<{ data: { message: string }; error: null } | { data: null; error: StorageError }>
  deleteBucket(
    id: string,
  ): Promise<{ data: { message: string }; error: null } | { data: null; error: StorageError }>
  emptyBucket(
    id: string,
  ): Promise<{ data: { message: string }; error: null } | { data: null; error: StorageError }>
}

export interface StorageFileApi {
  upload(
    path: string,
    fileBody:
      | ArrayBuffer
      | ArrayBufferView
      | Blob
      | Buffer
      | File
      | FormData
      | ReadableStream
      | URLSearchParams
      | string,
    options?: {
      cacheControl?: string
      contentType?: string
      upsert?: boolean
      duplex?: string
    },
  ): Promise<
    | { data: { id: string; path: string; fullPath: string }; error: null }
    | { data: null; error: StorageError }
  >
  update(
    path: string,
    fileBody:
      | ArrayBuffer
      | ArrayBufferView
      | Blob
      | Buffer
      | File
      | FormData
      | ReadableStream
      | URLSearchParams
      | string,
    options?: {
      cacheControl?: string
      contentType?: string
      upsert?: boolean
      duplex?: string
    },
  ): Promise<
    | { data: { id: string; path: string; fullPath: string }; error: null }
    | { data: null; error: StorageError }
  >
  download(
    path: string,
    options?: {
      transform?: {
        width?: number
        height?: number
        resize?: 'cover' | 'contain' | 'fill'
        quality?: number
        format?: 'origin'
      }
    },
  ): Promise<{ data: Blob; error: null } | { data: null; error: StorageError }>
  list(
    path?: string,
    options?: {
      limit?: number
      offset?: number
      sortBy?: {
        column: 'name' | 'created_at' | 'updated_at' | 'last_accessed_at'
        order: 'asc' | 'desc'
      }
      search?: string
    },
  ): Promise<{ data: FileObject[]; error: null } | { data: null; error: StorageError }>
  move(
    fromPath: string,
    toPath: string,
  ): Promise<{ data: { message: string }; error: null } | { data: null; error: StorageError }>
  copy(
    fromPath: string,
    toPath: string,
  ): Promise<{ data: { path: string }; error: null } | { data: null; error: StorageError }>
  remove(
    paths: string[],
  ): Promise<{ data: FileObject[]; error: null } | { data: null; error: StorageError }>
  createSignedUrl(
    path: string,
    expiresIn: number,
    options?: {
      download?: string | boolean
      transform?: {
        width?: number
        height?: number
        resize?: 'cover' | 'contain' | 'fill'
        quality?: number
        format?: 'origin'
      }
    },
  ): Promise<{ data: { signedUrl: string }; error: null } | { data: null; error: StorageError }>
  createSignedUrls(
    paths: string[],
    expiresIn: number,
    options?: { download?: string | boolean },
  ): Promise<
    | { data: { path: string; signedUrl: string; error: string | null }[]; error: null }
    | { data: null; error: StorageError }
  >
  createSignedUploadUrl(
    path: string,
    options?: { upsert?: boolean },
  ): Promise<
    | { data: { signedUrl: string; token: string; path: string }; error: null }
    | { data: null; error: StorageError }
  >
  uploadToSignedUrl(
    path: string,
    token: string,
    fileBody:
      | ArrayBuffer
      | ArrayBufferView
      | Blob
      | Buffer
      | File
      | FormData
      | ReadableStream
      | URLSearchParams
      | string,
    options?: { cacheControl?: string; contentType?: string; upsert?: boolean },
  ): Promise<
    { data: { path: string; fullPath: string }; error: null } | { data: null; error: StorageError }
  >
  getPublicUrl(
    path: string,
    options?: {
      download?: string | boolean
      transform?: {
        width?: number
        height?: number
        resize?: 'cover' | 'contain' | 'fill'
        quality?: number
        format?: 'origin'
      }
    },
  ): { data: { publicUrl: string } }
}
