import { NewPasswordForm } from './NewPasswordForm'

/** The dashboard's own password change: the current password, then the new one twice. */
export function ChangePasswordSection({ email }: { email: string }) {
  return (
    <section aria-labelledby="change-password-heading" className="mt-10 max-w-md">
      <h2 id="change-password-heading" className="text-lg font-semibold text-slate-900">
        Change your password
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Your other sessions end when you change it; this one stays signed in.
      </p>
      <div className="mt-4">
        <NewPasswordForm mode={{ kind: 'change', email }} />
      </div>
    </section>
  )
}
