import { describe, expect, it } from 'vitest'
import { buildStages } from './build-stages'

const at = (atSeconds: number, text: string) => ({ atSeconds, text })

describe('buildStages', () => {
  it('splits a build at the lines that end each stage and adds up to its total', () => {
    const stages = buildStages({
      seconds: 200,
      lines: [
        at(1, '> plinth-docs@0.1.0 build'),
        at(
          6,
          '[build:content-check] content ok: 409 guide pages in 16 areas, 30 reference documents',
        ),
        at(
          8,
          '[build:type-hovers  ] type hovers: 4715 identifiers in 360 of 541 type-checked guide blocks',
        ),
        at(9, '   ▲ Next.js 16.4.6 (Turbopack)'),
        at(50, ' ✓ Compiled successfully in 40s'),
        at(70, '   Finished TypeScript in 20.0s ...'),
        at(70.5, '   Collecting page data using 2 workers ...'),
        at(75, '   Generating static pages using 2 workers (0/1821) ...'),
        at(100, '   Generating static pages using 2 workers (900/1821) '),
        at(130, ' ✓ Generating static pages using 2 workers (1821/1821) in 55s'),
        at(140, 'post-build: reference sections spliced into their documents (3000 ms)'),
        at(150, 'post-build: 9000 files, 400.0 MB: brotli 50.0 MB, gzip 60.0 MB'),
        at(190, 'post-build: brotli and gzip variants of every text file (50000 ms)'),
        at(190, 'post-build: SQL engine for the Run buttons (20000 ms, beside the other steps)'),
      ],
    })
    expect(stages.map((stage) => [stage.name, Math.round(stage.seconds)])).toEqual([
      ['check (environment, content, type hovers, types)', 9],
      ['next build: compile', 41],
      ['next build: type-check', 20],
      ['next build: collect page data', 5],
      ['next build: static generation', 55],
      ['next build: finish, then post-build start-up', 7],
      ['post-build: reference sections spliced into their documents', 3],
      ['post-build: brotli and gzip variants of every text file', 50],
      ['post-build: SQL engine for the Run buttons (beside the other steps)', 20],
      ['other', 10],
    ])
    const counted = stages.filter((stage) => !stage.beside)
    expect(counted.reduce((sum, stage) => sum + stage.seconds, 0)).toBeCloseTo(200)
  })

  it('counts a stage whose line is missing in the next one', () => {
    const stages = buildStages({
      seconds: 30,
      lines: [
        at(5, '▲ Next.js 16.4.6 (Turbopack)'),
        at(25, ' ✓ Generating static pages using 1 worker (1/1) in 3s'),
      ],
    })
    expect(stages.map((stage) => [stage.name, stage.seconds])).toEqual([
      ['check (environment, content, type hovers, types)', 5],
      ['next build: static generation', 20],
      ['other', 5],
    ])
  })
})
