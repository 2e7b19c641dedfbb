/** Unit test setup: a file's temporary folders go when its tests are done, not at the next reboot. */
import { afterAll } from 'vitest'
import { removeTempTrees } from './temp-tree'

afterAll(removeTempTrees)
