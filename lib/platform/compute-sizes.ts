import type { PlatformConstantName } from './constants'

/** One compute add-on size as guides compare them. */
export interface ComputeSize {
  /** The size's name in the dashboard, e.g. `Large`. */
  name: string
  /** The constant holding its CPU cores, shared or dedicated. */
  cpu: PlatformConstantName
  /** The constant holding its memory. */
  memory: PlatformConstantName
  /** The constant holding the direct connections it accepts (its default `max_connections`). */
  directConnections: PlatformConstantName
  /** The constant holding the client connections the pooler accepts for it. */
  poolerConnections: PlatformConstantName
  /**
   * Roughly how many vectors an HNSW index may hold on it while using no more than about half of
   * the memory. Source: the AI guide on choosing a compute add-on.
   */
  hnswIndexGuide: string
}

/** The compute add-on sizes, smallest first. Their figures come from `lib/platform/constants.ts`. */
export const computeSizes: readonly ComputeSize[] = [
  {
    name: 'Micro',
    cpu: 'compute.microCpu',
    memory: 'compute.microMemory',
    directConnections: 'compute.microDirectConnections',
    poolerConnections: 'compute.microPoolerConnections',
    hnswIndexGuide: 'a few hundred thousand 384-dimension vectors',
  },
  {
    name: 'Small',
    cpu: 'compute.smallCpu',
    memory: 'compute.smallMemory',
    directConnections: 'compute.smallDirectConnections',
    poolerConnections: 'compute.smallPoolerConnections',
    hnswIndexGuide: 'half a million 384-dimension vectors',
  },
  {
    name: 'Medium',
    cpu: 'compute.mediumCpu',
    memory: 'compute.mediumMemory',
    directConnections: 'compute.mediumDirectConnections',
    poolerConnections: 'compute.mediumPoolerConnections',
    hnswIndexGuide: 'one million 384-dimension vectors',
  },
  {
    name: 'Large',
    cpu: 'compute.largeCpu',
    memory: 'compute.largeMemory',
    directConnections: 'compute.largeDirectConnections',
    poolerConnections: 'compute.largePoolerConnections',
    hnswIndexGuide: 'one million 768-dimension vectors',
  },
  {
    name: 'XL',
    cpu: 'compute.xlCpu',
    memory: 'compute.xlMemory',
    directConnections: 'compute.xlDirectConnections',
    poolerConnections: 'compute.xlPoolerConnections',
    hnswIndexGuide: 'one million 1,536-dimension vectors',
  },
  {
    name: '2XL',
    cpu: 'compute.xxlCpu',
    memory: 'compute.xxlMemory',
    directConnections: 'compute.xxlDirectConnections',
    poolerConnections: 'compute.xxlPoolerConnections',
    hnswIndexGuide: 'several million 768-dimension vectors',
  },
  {
    name: '4XL',
    cpu: 'compute.xxxxlCpu',
    memory: 'compute.xxxxlMemory',
    directConnections: 'compute.xxxxlDirectConnections',
    poolerConnections: 'compute.xxxxlPoolerConnections',
    hnswIndexGuide: 'several million 1,536-dimension vectors',
  },
]

/** Extra columns a page may add to the compute table, by the `column` a page names. */
export const computeTableColumns = {
  'hnsw-index': { heading: 'Comfortable for an HNSW index of about', of: 'hnswIndexGuide' },
} as const satisfies Record<string, { heading: string; of: keyof ComputeSize }>

export type ComputeTableColumn = keyof typeof computeTableColumns

export function isComputeTableColumn(name: string): name is ComputeTableColumn {
  return Object.hasOwn(computeTableColumns, name)
}

/** The columns every compute table shows, after the size's name. */
export const computeTableBaseColumns = [
  { heading: 'CPU', of: 'cpu' },
  { heading: 'Memory', of: 'memory' },
  { heading: 'Direct connections', of: 'directConnections' },
  { heading: 'Pooler connections', of: 'poolerConnections' },
] as const satisfies readonly { heading: string; of: keyof ComputeSize }[]

/**
 * The compute table's cells as text: a header row, then one row per size (name, CPU, memory,
 * direct and pooler connections, and the extra column when one is named). Shared by the page
 * component and the Markdown twin.
 */
export function computeTableRows(
  constants: Record<PlatformConstantName, string>,
  column?: ComputeTableColumn,
): string[][] {
  const extra = column ? computeTableColumns[column] : undefined
  const header = [
    'Add-on',
    ...computeTableBaseColumns.map((column) => column.heading),
    ...(extra ? [extra.heading] : []),
  ]
  return [
    header,
    ...computeSizes.map((size) => [
      size.name,
      ...computeTableBaseColumns.map((column) => constants[size[column.of]]),
      ...(extra ? [size[extra.of]] : []),
    ]),
  ]
}
