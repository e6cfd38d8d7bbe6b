import { signOutAction } from '@/features/accounts/actions/secondFactor'

/** A way out of the second step: ends the password-only session. */
export function SignOutForm() {
  return (
    <form action={signOutAction}>
      <button type="submit" className="text-sm text-slate-600 underline">
        Sign out
      </button>
    </form>
  )
}
