export { createPlatformApp } from './app'
export { loadSeed } from './load-seed'
export type { Seed } from './seed-schema'
