import type { PlatformConstantName } from './constants'

/** One compute add-on size as guides compare them. */
export interface ComputeSize {
  /** The size's name in the dashboard, e.g. `Large`. */
  name: string
  /** The constant holding its memory. */
  memory: PlatformConstantName
  /**
   * Roughly how many vectors an HNSW index may hold on it while using no more than about half of
   * the memory. Source: the AI guide on choosing a compute add-on.
   */
  hnswIndexGuide: string
}

/** The compute add-on sizes, smallest first. Memory comes from `lib/platform/constants.ts`. */
export const computeSizes: readonly ComputeSize[] = [
  {
    name: 'Micro',
    memory: 'compute.microMemory',
    hnswIndexGuide: 'a few hundred thousand 384-dimension vectors',
  },
  {
    name: 'Small',
    memory: 'compute.smallMemory',
    hnswIndexGuide: 'half a million 384-dimension vectors',
  },
  {
    name: 'Medium',
    memory: 'compute.mediumMemory',
    hnswIndexGuide: 'one million 384-dimension vectors',
  },
  {
    name: 'Large',
    memory: 'compute.largeMemory',
    hnswIndexGuide: 'one million 768-dimension vectors',
  },
  { name: 'XL', memory: 'compute.xlMemory', hnswIndexGuide: 'one million 1,536-dimension vectors' },
  {
    name: '2XL',
    memory: 'compute.xxlMemory',
    hnswIndexGuide: 'several million 768-dimension vectors',
  },
  {
    name: '4XL',
    memory: 'compute.xxxxlMemory',
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

/**
 * The compute table's cells as text: a header row, then one row per size (name, memory, and the
 * extra column when one is named). Shared by the page component and the Markdown twin.
 */
export function computeTableRows(
  constants: Record<PlatformConstantName, string>,
  column?: ComputeTableColumn,
): string[][] {
  const extra = column ? computeTableColumns[column] : undefined
  const header = ['Add-on', 'Memory', ...(extra ? [extra.heading] : [])]
  return [
    header,
    ...computeSizes.map((size) => [
      size.name,
      constants[size.memory],
      ...(extra ? [size[extra.of]] : []),
    ]),
  ]
}
