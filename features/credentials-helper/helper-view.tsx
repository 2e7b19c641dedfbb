'use client'

import type { ReactNode } from 'react'
import { dashboardPageUrl } from '../../lib/address/dashboard-pages'
import { siteConfig } from '../../site.config'
import { saveSelection } from './browser-state'
import { Combobox } from './combobox'
import { DisabledCombobox, HelperFrame, LoadingHelper, LoggedOutHelper } from './helper-frame'
import type { BranchState, HelperState } from './helper-state'
import { serializeBranch, serializeProject } from './saved-selection'
import { projectLabel } from './selection-rules'
import { variableText, type ProjectVariable } from './variables'

function branchText(branch: BranchState): string {
  switch (branch.kind) {
    case 'pending':
      return 'Loading...'
    case 'noData':
      return 'No branch found'
    case 'data':
      return branch.selected.name
    case 'off':
    case 'error':
      return 'Select a branch...'
  }
}

function DataSelectors({ state }: { state: Extract<HelperState, { kind: 'data' }> }) {
  const { organizations, projects, choice, branch } = state
  const projectOptions = projects.map((project) => ({
    value: project.ref,
    label: projectLabel(organizations, project),
    group: organizations.find((org) => org.id === project.organization_id)?.name,
  }))
  return (
    <>
      <Combobox
        label="Project"
        text={choice.label}
        options={projectOptions}
        selected={choice.project.ref}
        disabled={false}
        searchPlaceholder="Search projects..."
        emptyText="No project found"
        onSelect={(ref) => {
          const project = projects.find((candidate) => candidate.ref === ref)
          if (project)
            saveSelection(
              serializeProject(
                project.organization_id,
                project.ref,
                projectLabel(organizations, project),
              ),
            )
        }}
      />
      {branch.kind === 'off' ? null : (
        <Combobox
          label="Branch"
          text={branchText(branch)}
          options={
            branch.kind === 'data'
              ? branch.branches.map((item) => ({ value: item.id, label: item.name }))
              : []
          }
          selected={branch.kind === 'data' ? branch.selected.id : null}
          disabled={branch.kind !== 'data'}
          searchPlaceholder="Search branches..."
          emptyText="No branch found"
          onSelect={(id) => {
            const chosen =
              branch.kind === 'data' ? branch.branches.find((item) => item.id === id) : undefined
            if (chosen) saveSelection({ branch: serializeBranch(chosen.id, chosen.name) })
          }}
        />
      )}
    </>
  )
}

/** Renders one helper state at a time (see deriveHelperState). */
export function HelperView({ state, variable }: { state: HelperState; variable: ProjectVariable }) {
  const { name } = variableText[variable]
  let selectors: ReactNode
  let value: string | null = null
  let message: ReactNode = null

  switch (state.kind) {
    case 'userLoading':
    case 'pending':
      return <LoadingHelper variable={variable} />
    case 'loggedOut':
      return <LoggedOutHelper variable={variable} />
    case 'error':
      selectors = <DisabledCombobox label="Project" text="Select a project..." />
      message = (
        <>
          You can also copy your {name} from the{' '}
          <a href={dashboardPageUrl(siteConfig.dashboardUrl, 'api-settings', state.projectRef)}>
            dashboard
          </a>
          .
        </>
      )
      break
    case 'noData':
      selectors = <DisabledCombobox label="Project" text="No project found" />
      break
    case 'data':
      selectors = <DataSelectors state={state} />
      value =
        state.value.kind === 'data'
          ? variable === 'url'
            ? state.value.url
            : state.value.anonKey
          : null
      break
  }
  return <HelperFrame variable={variable} selectors={selectors} value={value} message={message} />
}
