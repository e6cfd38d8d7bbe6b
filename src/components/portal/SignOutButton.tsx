'use client'

import { useRouter } from 'next/navigation'
import { useTransition } from 'react'

import { signOutAction } from '@/features/portal/actions/portalAuth'
import { Button } from '@/components/ui/Button'

/** Ends the session on the server, clears the cookie, and shows the sign-in card again. */
export function SignOutButton() {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  return (
    <Button
      variant="outline"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          await signOutAction()
          router.refresh()
        })
      }
    >
      {pending ? 'Signing Out...' : 'Sign Out'}
    </Button>
  )
}
