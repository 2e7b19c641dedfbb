/** The first step of `npm run build`: stops a build whose absolute URLs would be wrong. */
import { readBuildEnv } from '../lib/env'

try {
  readBuildEnv()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
