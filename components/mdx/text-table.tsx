import { Table } from './table'

export interface TextTableProps {
  /** A header row, then the body rows, each cell as text. */
  rows: readonly (readonly string[])[]
}

/** A table of text cells built from data (the compute and retention tables), styled as Markdown tables are. */
export function TextTable({ rows }: TextTableProps) {
  const [header = [], ...body] = rows
  return (
    <Table>
      <thead>
        <tr>
          {header.map((cell) => (
            <th key={cell}>{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {body.map((row) => (
          <tr key={row[0]}>
            {row.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  )
}
