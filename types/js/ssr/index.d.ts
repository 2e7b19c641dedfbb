/**
 * The documented API of `@plinth/ssr` (content/guides/auth/server-side): clients of
 * `@plinth/plinth-js` version 2 that keep the session in cookies.
 */
import type { PlinthClient, PlinthClientOptions } from '@plinth/plinth-js'

export interface CookieOptions {
  domain?: string
  path?: string
  expires?: Date
  maxAge?: number
  httpOnly?: boolean
  secure?: boolean
  sameSite?: 'lax' | 'strict' | 'none' | boolean
}

/** Every cookie of the incoming request, as the server's framework gives them. */
type CookieList = { name: string; value: string }[]

export interface CookieMethods {
  getAll(): CookieList | null | Promise<CookieList | null>
  /** Called when the session changes; writes each cookie to the outgoing response. */
  setAll?(
    cookiesToSet: { name: string; value: string; options: CookieOptions }[],
  ): void | Promise<void>
}

export declare function createBrowserClient<Database = any, SchemaName extends string = 'public'>(
  plinthUrl: string,
  plinthKey: string,
  options?: PlinthClientOptions<SchemaName> & {
    cookies?: CookieMethods
    cookieOptions?: CookieOptions
    isSingleton?: boolean
  },
): PlinthClient<Database, SchemaName>

export declare function createServerClient<Database = any, SchemaName extends string = 'public'>(
  plinthUrl: string,
  plinthKey: string,
  options: PlinthClientOptions<SchemaName> & {
    cookies: CookieMethods
    cookieOptions?: CookieOptions
  },
): PlinthClient<Database, SchemaName>

export declare function parseCookieHeader(header: string): { name: string; value?: string }[]

export declare function serializeCookieHeader(
  name: string,
  value: string,
  options: CookieOptions,
): string
