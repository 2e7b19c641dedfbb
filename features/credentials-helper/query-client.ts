import { QueryClient } from '@tanstack/react-query'
import { PlatformApiError } from '../../lib/platform-api/client'

/** Two more tries for network failures and 5xx; none for 4xx or a body off the contract. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof PlatformApiError && error.retryable && failureCount < 2
}

let client: QueryClient | undefined

/** One cache for every helper and code block on the page, so each call runs once. */
export function getQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: 400,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
    },
  })
  return client
}
