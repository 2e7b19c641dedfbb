import { isPlatformConstantName, platformConstants } from '../../lib/platform/constants'

export interface PlatformValueProps {
  /** A key of `platformConstants` in `lib/platform/constants.ts`, e.g. `localDev.minimumRamGb`. */
  name: string
}

/** A platform number or default, as written once in `lib/platform/constants.ts`. */
export function PlatformValue({ name }: PlatformValueProps) {
  if (!isPlatformConstantName(name)) {
    throw new Error(
      `Unknown platform constant \`${name}\`: add it to lib/platform/constants.ts or fix the name.`,
    )
  }
  return <>{platformConstants[name]}</>
}
