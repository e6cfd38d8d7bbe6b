import type { ReactNode } from 'react'

/** Shown once, right after enrolment: only their hashes are kept. `children`: the way on (the admin by default). */
export function RecoveryCodes({ codes, children }: { codes: string[]; children?: ReactNode }) {
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">Your recovery codes</h2>
      <p className="text-sm text-slate-700">
        Each code works once, instead of the app, if you lose your phone. Keep them somewhere safe
        now: they are not shown again.
      </p>
      <ol
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-sm"
        aria-label="Recovery codes"
      >
        {codes.map((code) => (
          <li key={code} data-recovery-code>
            {code}
          </li>
        ))}
      </ol>
      {children ?? (
        <>
          {/* A full page load: the admin is another root layout. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a className="btn btn-primary btn-md" href="/admin">
            Continue to the admin
          </a>
        </>
      )}
    </div>
  )
}
