import { withCliName } from '../../lib/reference/cli-document'
import type { DocSection, ReferenceDocument } from '../../lib/reference/document'
import { siteConfig } from '../../site.config'
import { CommandSectionView } from './command-section-view'
import { FlagsTable } from './flags-table'
import { FunctionSectionView } from './function-section-view'
import { Markdown } from './html-block'
import { SectionHeading, type HeadingLevel } from './section-heading'

/** One section of any kind; each kind has its own view. */
export function SectionView({
  section,
  doc,
  as,
}: {
  section: DocSection
  doc: ReferenceDocument
  as: HeadingLevel
}) {
  switch (section.kind) {
    case 'markdown':
      return (
        <>
          <SectionHeading as={as} id={section.id}>
            {section.title}
          </SectionHeading>
          <Markdown source={withCliName(section.section.content, siteConfig.cliName)} />
        </>
      )
    case 'function':
      return <FunctionSectionView section={section.section} language={section.language} as={as} />
    case 'command':
      return (
        <CommandSectionView
          id={section.id}
          title={section.title}
          command={section.command}
          subcommands={section.subcommands}
          docHref={doc.href}
          as={as}
        />
      )
    case 'flags':
      return (
        <>
          <SectionHeading as={as} id={section.id}>
            {section.title}
          </SectionHeading>
          <Markdown source={withCliName(section.description, siteConfig.cliName)} />
          <FlagsTable
            flags={section.flags.map((flag) => ({
              ...flag,
              description: withCliName(flag.description, siteConfig.cliName),
            }))}
          />
        </>
      )
  }
}
