/**
 * The documented API of `@plinth/plinth-js` version 1 (content/reference/javascript/v1.yaml).
 * Every signature the reference shows is written here as shown (types/js/js-declarations.test.ts);
 * rows are untyped (`any`), as version 1 had no database types.
 */

export type CountOption = 'exact' | 'planned' | 'estimated'
export type Returning = 'minimal' | 'representation'

export interface SupportedStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export declare function createClient(
  plinthUrl: string,
  plinthKey: string,
  options?: {
    schema?: string
    headers?: Record<string, string>
    autoRefreshToken?: boolean
    persistSession?: boolean
    detectSessionInUrl?: boolean
    localStorage?: SupportedStorage
    fetch?: typeof fetch
  },
): PlinthClient

export interface PlinthClient {
  from(table: string): PlinthQueryBuilder
  rpc(
    fn: string,
    params?: object,
    options?: { head?: boolean; count?: 'exact' | 'planned' | 'estimated' },
  ): PostgrestFilterBuilder
  auth: GoTrueClient
  storage: StorageClient
  functions: FunctionsClient
  removeSubscription(
    subscription: RealtimeSubscription,
  ): Promise<{ data: { openSubscriptions: number }; error: Error | null }>
  removeAllSubscriptions(): Promise<{ data: { openSubscriptions: number }; error: Error | null }[]>
  getSubscriptions(): RealtimeSubscription[]
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
      body: Result
    }
  | {
      data: null
      error: PostgrestError
      count: null
      status: number
      statusText: string
      body: null
    }

export interface PlinthQueryBuilder {
  select(
    columns?: string,
    options?: { head?: boolean; count?: 'exact' | 'planned' | 'estimated' },
  ): PostgrestFilterBuilder
  insert(
    values: object | object[],
    options?: {
      returning?: 'minimal' | 'representation'
      count?: 'exact' | 'planned' | 'estimated'
    },
  ): PostgrestFilterBuilder
  update(
    values: object,
    options?: {
      returning?: 'minimal' | 'representation'
      count?: 'exact' | 'planned' | 'estimated'
    },
  ): PostgrestFilterBuilder
  upsert(
    values: object | object[],
    options?: {
      onConflict?: string
      ignoreDuplicates?: boolean
      returning?: 'minimal' | 'representation'
      count?: 'exact' | 'planned' | 'estimated'
    },
  ): PostgrestFilterBuilder
  delete(options?: {
    returning?: 'minimal' | 'representation'
    count?: 'exact' | 'planned' | 'estimated'
  }): PostgrestFilterBuilder
  on(
    event: 'INSERT' | 'UPDATE' | 'DELETE' | '*',
    callback: (payload: RealtimePayload) => void,
  ): PlinthRealtimeClient
}

export interface PostgrestBuilder<Result = any> extends PromiseLike<PostgrestResponse<Result>> {}

/** A query of rows: its result is an array of rows until `single()` or another modifier. */
export interface PostgrestTransformBuilder extends PostgrestBuilder<any[]> {
  order(
    column: string,
    options?: { ascending?: boolean; nullsFirst?: boolean; foreignTable?: string },
  ): PostgrestTransformBuilder
  limit(count: number, options?: { foreignTable?: string }): PostgrestTransformBuilder
  range(from: number, to: number, options?: { foreignTable?: string }): PostgrestTransformBuilder
  single(): PostgrestBuilder
  maybeSingle(): PostgrestBuilder
  csv(): PostgrestBuilder
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
  contains(column: string, value: string | unknown[] | object): PostgrestFilterBuilder
  cs(column: string, value: string | unknown[] | object): PostgrestFilterBuilder
  containedBy(column: string, value: string | unknown[] | object): PostgrestFilterBuilder
  cd(column: string, value: string | unknown[] | object): PostgrestFilterBuilder
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
  or(filters: string, options?: { foreignTable?: string }): PostgrestFilterBuilder
  filter(column: string, operator: string, value: unknown): PostgrestFilterBuilder
}

// Auth

export interface ApiError {
  message: string
  status: number
}

export type Provider =
  | 'apple'
  | 'azure'
  | 'bitbucket'
  | 'discord'
  | 'facebook'
  | 'github'
  | 'gitlab'
  | 'google'
  | 'linkedin'
  | 'notion'
  | 'slack'
  | 'spotify'
  | 'twitch'
  | 'twitter'
  | 'zoom'

export type AuthChangeEvent =
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'USER_DELETED'
  | 'PASSWORD_RECOVERY'

export interface User {
  id: string
  aud: string
  email?: string
  phone?: string
  role?: string
  app_metadata: { provider?: string; [key: string]: any }
  user_metadata: { [key: string]: any }
  created_at: string
  updated_at?: string
  confirmed_at?: string
  email_confirmed_at?: string
  phone_confirmed_at?: string
  last_sign_in_at?: string
  /** Set on the user that `auth.api.generateLink` returns: the link to send. */
  action_link?: string
}

export interface Session {
  access_token: string
  refresh_token?: string
  expires_in: number
  expires_at: number
  token_type: string
  provider_token?: string | null
  user: User
}

export interface Subscription {
  id: string
  callback: (event: AuthChangeEvent, session: Session | null) => void
  unsubscribe(): void
}

export interface GoTrueClient {
  signUp(
    credentials: { email?: string; phone?: string; password: string },
    options?: { redirectTo?: string; data?: object; captchaToken?: string },
  ): Promise<{ user: User | null; session: Session | null; error: ApiError | null }>
  signIn(
    credentials: {
      email?: string
      phone?: string
      password?: string
      provider?: Provider
    },
    options?: { redirectTo?: string; scopes?: string },
  ): Promise<{
    user: User | null
    session: Session | null
    provider?: Provider
    url?: string | null
    error: ApiError | null
  }>
  signOut(): Promise<{ error: ApiError | null }>
  session(): Session | null
  user(): User | null
  update(attributes: {
    email?: string
    password?: string
    data?: object
  }): Promise<{ data: User | null; user: User | null; error: ApiError | null }>
  setAuth(accessToken: string): Session
  refreshSession(): Promise<{
    data: Session | null
    user: User | null
    error: ApiError | null
  }>
  verifyOTP(
    params: { phone: string; token: string; type?: 'sms' | 'phone_change' },
    options?: { redirectTo?: string },
  ): Promise<{ user: User | null; session: Session | null; error: ApiError | null }>
  onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
    data: Subscription | null
    error: ApiError | null
  }
  api: GoTrueApi
}

export interface GoTrueApi {
  resetPasswordForEmail(
    email: string,
    options?: { redirectTo?: string },
  ): Promise<{ data: {} | null; error: ApiError | null }>
  getUserById(uid: string): Promise<{ data: User | null; error: ApiError | null }>
  listUsers(): Promise<{ data: User[] | null; error: ApiError | null }>
  createUser(attributes: {
    email?: string
    phone?: string
    password?: string
    email_confirm?: boolean
    phone_confirm?: boolean
    user_metadata?: object
    app_metadata?: object
  }): Promise<{ data: User | null; error: ApiError | null }>
  deleteUser(uid: string): Promise<{ data: User | null; error: ApiError | null }>
  inviteUserByEmail(
    email: string,
    options?: { redirectTo?: string; data?: object },
  ): Promise<{ data: User | null; error: ApiError | null }>
  generateLink(
    type: 'signup' | 'invite' | 'magiclink' | 'recovery',
    email: string,
    options?: { password?: string; data?: object; redirectTo?: string },
  ): Promise<{ data: User | Session | null; error: ApiError | null }>
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
    },
  ): Promise<{ data: User | null; error: ApiError | null }>
}

// Edge Functions

export interface FunctionsClient {
  invoke<T = any>(
    functionName: string,
    options?: {
      body?: string | Blob | ArrayBuffer | FormData | URLSearchParams
      headers?: Record<string, string>
      responseType?: 'json' | 'text' | 'arrayBuffer' | 'blob'
    },
  ): Promise<{ data: T | null; error: Error | null }>
}

// Realtime

export interface RealtimePayload {
  schema: string
  table: string
  commit_timestamp: string
  eventType: 'INSERT' | 'UPDATE' | 'DELETE'
  new: Record<string, any>
  old: Record<string, any>
  errors: string[] | null
}

export interface RealtimeSubscription {
  topic: string
  unsubscribe(): void
}

export interface PlinthRealtimeClient {
  on(
    event: 'INSERT' | 'UPDATE' | 'DELETE' | '*',
    callback: (payload: RealtimePayload) => void,
  ): PlinthRealtimeClient
  subscribe(callback?: (status: string, error?: Error) => void): RealtimeSubscription
}

// Storage

export interface Bucket {
  id: string
  name: string
  owner: string
  public: boolean
  created_at: string
  updated_at: string
}

export interface FileObject {
  id: string
  name: string
  bucket_id: string
  owner: string
  metadata: Record<string, any>
  created_at: string
  updated_at: string
  last_accessed_at: string
  buckets: Bucket
}

export interface StorageClient {
  from(bucket: string): StorageFileApi
  createBucket(
    id: string,
    options?: { public: boolean },
  ): Promise<{ data: string | null; error: Error | null }>
  getBucket(id: string): Promise<{ data: Bucket | null; error: Error | null }>
  listBuckets(): Promise<{ data: Bucket[] | null; error: Error | null }>
  updateBucket(
    id: string,
    options: { public: boolean },
  ): Promise<{ data: { message: string } | null; error: Error | null }>
  deleteBucket(id: string): Promise<{ data: { message: string } | null; error: Error | null }>
  emptyBucket(id: string): Promise<{ data: { message: string } | null; error: Error | null }>
}

export interface StorageFileApi {
  upload(
    path: string,
    fileBody:
      File | Blob | ArrayBuffer | ArrayBufferView | Buffer | ReadableStream | FormData | string,
    options?: { cacheControl?: string; contentType?: string; upsert?: boolean },
  ): Promise<{ data: { Key: string } | null; error: Error | null }>
  update(
    path: string,
    fileBody:
      File | Blob | ArrayBuffer | ArrayBufferView | Buffer | ReadableStream | FormData | string,
    options?: { cacheControl?: string; contentType?: string; upsert?: boolean },
  ): Promise<{ data: { Key: string } | null; error: Error | null }>
  download(path: string): Promise<{ data: Blob | null; error: Error | null }>
  list(
    path?: string,
    options?: {
      limit?: number
      offset?: number
      sortBy?: { column: string; order: 'asc' | 'desc' }
      search?: string
    },
  ): Promise<{ data: FileObject[] | null; error: Error | null }>
  move(
    fromPath: string,
    toPath: string,
  ): Promise<{ data: { message: string } | null; error: Error | null }>
  copy(
    fromPath: string,
    toPath: string,
  ): Promise<{ data: { Key: string } | null; error: Error | null }>
  remove(paths: string[]): Promise<{ data: FileObject[] | null; error: Error | null }>
  createSignedUrl(
    path: string,
    expiresIn: number,
  ): Promise<{ signedURL: string | null; data: { signedURL: string } | null; error: Error | null }>
  createSignedUrls(
    paths: string[],
    expiresIn: number,
  ): Promise<{
    data: { path: string; signedURL: string; error: string | null }[] | null
    error: Error | null
  }>
  getPublicUrl(path: string): {
    publicURL: string | null
    data: { publicURL: string } | null
    error: Error | null
  }
}
