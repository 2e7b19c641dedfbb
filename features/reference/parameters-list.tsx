import type { Parameter } from '../../lib/reference/spec-schema'
import { Markdown } from './html-block'

/** Parameters with their types, whether required, defaults, and nested fields. */
export function ParametersList({ parameters }: { parameters: Parameter[] }) {
  return (
    <ul className="parameters">
      {parameters.map((parameter) => (
        <li key={parameter.name} className="parameter">
          <div className="parameter-head">
            <code className="parameter-name">{parameter.name}</code>
            <span className="parameter-type">{parameter.type}</span>
            <span className={parameter.required ? 'parameter-required' : 'parameter-optional'}>
              {parameter.required ? 'Required' : 'Optional'}
            </span>
            {parameter.default !== undefined ? (
              <span className="parameter-default">
                Default: <code>{parameter.default}</code>
              </span>
            ) : null}
          </div>
          <Markdown source={parameter.description} className="parameter-description" />
          {parameter.children && parameter.children.length > 0 ? (
            <details className="parameter-children">
              <summary>Properties of {parameter.name}</summary>
              <ParametersList parameters={parameter.children} />
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
