import type { Element } from 'hast'
import { h } from 'hastscript'
import {
  DEFAULT_SQL_USER_ID,
  type SqlRunAction,
  sqlRunAttributes as names,
  sqlRunRoles,
} from './names'

function actionButton(action: SqlRunAction, label: string, hidden = false): Element {
  return h(
    `button.sql-run-button${action === 'run' ? '.primary' : ''}`,
    {
      type: 'button',
      [names.action]: action,
      hidden,
    },
    label,
  )
}

/**
 * The controls under a SQL block the content tests run: Run, Edit, the role to run as (with the
 * user id of an `authenticated` run), and the live region and area its results go to. Static
 * markup: the SQL runner (`features/sql-runner/`) loads on the first press and makes it work.
 */
export function sqlRunControls(index: number): Element {
  // Search indexes the block's code, not its controls' words.
  return h(
    'div.sql-run',
    { role: 'group', ariaLabel: `Run SQL block ${index}`, dataPagefindIgnore: '' },
    [
      h('div.sql-run-bar', [
        actionButton('run', 'Run'),
        actionButton('edit', 'Edit'),
        actionButton('reset-block', 'Reset block', true),
        h('label.sql-run-field', [
          'Run as',
          h(
            'select',
            { [names.role]: '' },
            sqlRunRoles.map((role) => h('option', { value: role.value }, role.label)),
          ),
        ]),
        h('label.sql-run-field.sql-run-user', [
          'User id',
          h('input', {
            [names.user]: '',
            value: DEFAULT_SQL_USER_ID,
            size: 36,
            spellCheck: false,
            autoComplete: 'off',
          }),
        ]),
        actionButton('reset-database', 'Reset database', true),
      ]),
      h('p.sql-run-status', { role: 'status', [names.status]: '' }),
      h('div.sql-run-results', { [names.results]: '' }),
    ],
  )
}
