'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useState, useTransition } from 'react'
import { useForm } from 'react-hook-form'

import { signOutAction } from '@/features/portal/actions/portalAuth'
import { verifyPortalSecondFactorAction } from '@/features/portal/actions/portalSecondFactor'
import { Button } from '@/components/ui/Button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card'
import { bindField } from '@/components/ui/fieldFeedback'
import { TextField } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import * as messages from '@/validation/messages'
import { secondFactorCodeSchema, type SecondFactorCodeInput } from '@/validation/secondFactor'

import { FormProblem } from '@/components/ui/FormProblem'

/**
 * The portal's second step, for a client who turned on two-step sign-in: until the code is
 * right the session is nobody to every page and API (src/features/accounts/secondFactor/gate.ts).
 */
export function SecondStepCard({ email }: { email: string }) {
  const id = useId()
  const router = useRouter()
  const { toast } = useToast()
  const [problem, setProblem] = useState<string | null>(null)
  const [isRefreshing, startRefresh] = useTransition()
  const form = useForm<SecondFactorCodeInput>({
    resolver: zodResolver(secondFactorCodeSchema),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  })
  const { handleSubmit, formState, resetField } = form

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null)
    try {
      const result = await verifyPortalSecondFactorAction(values)
      if (result.ok) {
        toast({
          title: messages.LOGIN_SUCCESSFUL.title,
          description: messages.LOGIN_SUCCESSFUL.description,
        })
        startRefresh(() => router.refresh())
        return
      }
      resetField('code')
      setProblem(result.message)
    } catch {
      setProblem(messages.UNEXPECTED)
    }
  })

  const busy = formState.isSubmitting || isRefreshing
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="items-center text-center">
        <h1 className="text-2xl font-bold text-slate-900">Two-Step Sign-In</h1>
        <CardDescription>
          Signed in as {email}. Enter the code your authenticator app shows, or one of your recovery
          codes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={busy || undefined}>
          <TextField
            {...bindField(form, id, 'code', { errorsOnly: true })}
            label="Code"
            hint="6 digits from the app, or a recovery code such as ABCDE-FGHJK."
            autoComplete="one-time-code"
            required
          />
          <FormProblem>{problem}</FormProblem>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Checking...' : 'Verify'}
          </Button>
        </form>
        <Button
          variant="outline"
          className="mt-4 w-full"
          disabled={busy}
          onClick={() =>
            startRefresh(async () => {
              await signOutAction()
              router.refresh()
            })
          }
        >
          Sign Out
        </Button>
      </CardContent>
    </Card>
  )
}
