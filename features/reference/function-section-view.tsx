import type { FunctionSection } from '../../lib/reference/spec-schema'
import { ExampleCode } from './example-code'
import { Markdown } from './html-block'
import { ParametersList } from './parameters-list'
import { SectionHeading, type HeadingLevel } from './section-heading'

export function FunctionSectionView({
  section,
  language,
  as,
}: {
  section: FunctionSection
  language: string
  as: HeadingLevel
}) {
  return (
    <>
      <SectionHeading as={as} id={section.id}>
        {section.title}
      </SectionHeading>
      <p className="reference-name">
        <code>{section.name}</code>
      </p>
      <div className="reference-columns">
        <div className="reference-text">
          <Markdown source={section.description} />
          {section.signature ? (
            <ExampleCode code={section.signature} language={language} title="Signature" />
          ) : null}
          {section.parameters.length > 0 ? (
            <>
              <h3 className="reference-subheading">Parameters</h3>
              <ParametersList parameters={section.parameters} />
            </>
          ) : null}
          {section.returns ? (
            <>
              <h3 className="reference-subheading">Returns</h3>
              <p>
                <code>{section.returns.type}</code>
              </p>
              <Markdown source={section.returns.description} />
            </>
          ) : null}
          {section.notes ? (
            <>
              <h3 className="reference-subheading">Notes</h3>
              <Markdown source={section.notes} />
            </>
          ) : null}
        </div>
        <div className="reference-examples">
          <h3 className="reference-subheading">Examples</h3>
          {section.examples.map((example) => (
            <div key={example.id} className="reference-example">
              <h4>{example.name}</h4>
              {example.description ? <Markdown source={example.description} /> : null}
              <ExampleCode code={example.code} language={language} />
              {example.data ? (
                <details className="example-extra">
                  <summary>Data source</summary>
                  <ExampleCode code={example.data} language="sql" plain />
                </details>
              ) : null}
              {example.response ? (
                <details className="example-extra">
                  <summary>Response</summary>
                  <ExampleCode code={example.response} language="json" plain />
                </details>
              ) : null}
            </div>
          ))}
        </div>
      </div>
    </>
  )
}
