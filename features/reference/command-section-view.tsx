import { withCliName } from '../../lib/reference/cli-document'
import type { CliCommand } from '../../lib/reference/cli-spec-schema'
import { siteConfig } from '../../site.config'
import { ExampleCode } from './example-code'
import { FlagsTable } from './flags-table'
import { Markdown } from './html-block'
import { SectionHeading, type HeadingLevel } from './section-heading'

export interface CommandSectionViewProps {
  id: string
  title: string
  command: CliCommand
  subcommands: { id: string; title: string; summary: string }[]
  docHref: string
  as: HeadingLevel
}

export function CommandSectionView({
  id,
  title,
  command,
  subcommands,
  docHref,
  as,
}: CommandSectionViewProps) {
  const cli = (value: string) => withCliName(value, siteConfig.cliName)
  return (
    <>
      <SectionHeading as={as} id={id}>
        {title}
      </SectionHeading>
      <p className="lead-small">{cli(command.summary)}</p>
      {command.description ? <Markdown source={cli(command.description)} /> : null}
      {command.usage ? (
        <ExampleCode code={cli(command.usage)} language="bash" title="Usage" />
      ) : null}
      {subcommands.length > 0 ? (
        <>
          <h3 className="reference-subheading">Subcommands</h3>
          <ul className="subcommands">
            {subcommands.map((subcommand) => (
              <li key={subcommand.id}>
                <a href={`${siteConfig.basePath}${docHref}/${subcommand.id}`}>
                  <code>{subcommand.title}</code>
                </a>{' '}
                {cli(subcommand.summary)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {command.flags.length > 0 ? (
        <>
          <h3 className="reference-subheading">Flags</h3>
          <FlagsTable
            flags={command.flags.map((flag) => ({ ...flag, description: cli(flag.description) }))}
          />
        </>
      ) : null}
      <h3 className="reference-subheading">Examples</h3>
      {command.examples.map((example) => (
        <div key={example.id} className="reference-example">
          <h4>{example.name}</h4>
          <ExampleCode code={cli(example.code)} language="bash" />
          {example.response ? (
            <ExampleCode code={cli(example.response)} language="text" title="Output" plain />
          ) : null}
        </div>
      ))}
      {command.links.length > 0 ? (
        <>
          <h3 className="reference-subheading">See also</h3>
          <ul className="subcommands">
            {command.links.map((link) => (
              <li key={link.link}>
                <a
                  href={
                    link.link.startsWith('/') ? `${siteConfig.basePath}${link.link}` : link.link
                  }
                >
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  )
}
