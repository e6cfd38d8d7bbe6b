'use client'

import { useToast, type ToastInput } from '@/components/ui/Toast'
import type { ActionResult } from '@/lib/actionResult'
import * as messages from '@/validation/messages'

/**
 * Runs a portal action and tells the client how it went: the success toast, or the action's own
 * refusal (the generic message when the call itself fails) under the portal's failure title.
 * Resolves to whether it succeeded, so the form can clear itself.
 */
export function usePortalAction() {
  const { toast } = useToast()
  return async <T>(
    run: () => Promise<ActionResult<T>>,
    success: (data: T) => ToastInput,
  ): Promise<boolean> => {
    const fail = (description: string) =>
      toast({ variant: 'destructive', title: messages.PORTAL_ACTION_FAILED_TITLE, description })
    try {
      const result = await run()
      if (result.ok) {
        toast(success(result.data))
        return true
      }
      fail(result.message)
    } catch {
      fail(messages.UNEXPECTED)
    }
    return false
  }
}
