import styles from './helper-message.module.css'

/** What the helper's place says when the helper cannot load or breaks: where to get the values. */
export function HelperUnavailable({ settingsUrl }: { settingsUrl: string }) {
  return (
    <p className={styles.message} role="alert">
      Couldn&apos;t display your API settings. You can get them from the{' '}
      <a href={settingsUrl}>dashboard</a>.
    </p>
  )
}
