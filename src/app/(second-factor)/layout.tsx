import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import '@/styles/globals.css'

export const metadata: Metadata = {
  title: 'Second factor | Admin',
  robots: { index: false, follow: false },
}

/** Outside the admin (whose layout would refuse a password-only session) and outside the site's chrome. */
export default function SecondFactorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-ZA">
      <body className="flex min-h-screen items-center justify-center bg-slate-50 font-sans text-slate-900 antialiased">
        <main className="w-full max-w-md rounded-xl bg-white p-8 shadow">{children}</main>
      </body>
    </html>
  )
}
