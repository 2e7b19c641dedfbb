import type { ReactNode } from 'react'

/** A plain document: no header, menu, stylesheet or client component. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <main>{children}</main>
      </body>
    </html>
  )
}
