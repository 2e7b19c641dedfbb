import type { CliFlag } from '../../lib/reference/cli-spec-schema'
import { Markdown } from './html-block'

/** Every flag with its type, default, whether required, and accepted values. */
export function FlagsTable({ flags }: { flags: CliFlag[] }) {
  return (
    <div className="table-scroll">
      <table className="flags-table">
        <thead>
          <tr>
            <th scope="col">Flag</th>
            <th scope="col">Type</th>
            <th scope="col">Default</th>
            <th scope="col">Required</th>
            <th scope="col">Accepted values</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {flags.map((flag) => (
            <tr key={flag.id}>
              <td>
                <code>{flag.name}</code>
              </td>
              <td>{flag.type}</td>
              <td>{flag.default_value === '' ? '—' : <code>{flag.default_value}</code>}</td>
              <td>{flag.required ? 'Required' : 'Optional'}</td>
              <td>
                {flag.accepted_values
                  ? flag.accepted_values.map((value) => (
                      <code key={value} className="accepted-value">
                        {value}
                      </code>
                    ))
                  : '—'}
              </td>
              <td>
                <Markdown source={flag.description} className="flag-description" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
