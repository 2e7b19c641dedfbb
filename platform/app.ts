import { Hono } from 'hono'
import { loadAssets } from './assets'
import { apiRoutes } from './routes/api'
import { dashboardRoutes } from './routes/dashboard'
import type { Seed } from './seed-schema'

/**
 * The local platform: the platform API of the design contract and a minimal
 * dashboard, answered from one seed. Meant to be mounted at `/` beside the docs.
 */
export function createPlatformApp(seed: Seed): Hono {
  const app = new Hono()
  app.route('/', apiRoutes(seed))
  app.route('/', dashboardRoutes(seed, loadAssets()))
  return app
}
