'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useState, useTransition } from 'react'
import { useForm } from 'react-hook-form'

import {
  confirmTwoStepAction,
  startTwoStepAction,
  turnOffTwoStepAction,
} from '@/features/portal/actions/portalSecondFactor'
import { RecoveryCodes } from '@/components/secondFactor/RecoveryCodes'
import { Button } from '@/components/ui/Button'
import { bindField } from '@/components/ui/fieldFeedback'
import { TextField } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import * as messages from '@/validation/messages'
import {
  secondFactorCodeSchema,
  turnOffSecondFactorSchema,
  type SecondFactorCodeInput,
  type TurnOffSecondFactorInput,
} from '@/validation/secondFactor'

import { FormProblem } from '@/components/ui/FormProblem'
import { AuthenticatorSetup } from '@/components/secondFactor/AuthenticatorSetup'

type Setup = { secret: string; qrSvg: string }

/** The dashboard's optional authenticator app: on with one code, off with a code or the password. */
export function TwoStepSection({ enabled }: { enabled: boolean }) {
  return (
    <section aria-labelledby="two-step-heading" className="mt-10 max-w-md">
      <h2 id="two-step-heading" className="text-lg font-semibold text-slate-900">
        Two-step sign-in
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {enabled
          ? 'On: after your password we ask for a code from your authenticator app.'
          : 'Optional: after your password, we also ask for a code from an authenticator app on your phone.'}
      </p>
      <div className="mt-4">{enabled ? <TurnOffForm /> : <TurnOn />}</div>
    </section>
  )
}

function TurnOn() {
  const id = useId()
  const router = useRouter()
  const { toast } = useToast()
  const [setup, setSetup] = useState<Setup | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [isStarting, startStarting] = useTransition()
  const [isRefreshing, startRefresh] = useTransition()
  const form = useForm<SecondFactorCodeInput>({
    resolver: zodResolver(secondFactorCodeSchema),
    defaultValues: { code: '' },
  })

  const start = () =>
    startStarting(async () => {
      setProblem(null)
      try {
        const result = await startTwoStepAction()
        if (result.ok) setSetup(result.data)
        else setProblem(result.message)
      } catch {
        setProblem(messages.UNEXPECTED)
      }
    })

  const confirm = form.handleSubmit(async (values) => {
    setProblem(null)
    try {
      const result = await confirmTwoStepAction(values)
      if (result.ok) {
        toast(messages.TWO_STEP_ON)
        setRecoveryCodes(result.data.recoveryCodes)
        return
      }
      form.resetField('code')
      setProblem(result.message)
    } catch {
      setProblem(messages.UNEXPECTED)
    }
  })

  if (recoveryCodes)
    return (
      <RecoveryCodes codes={recoveryCodes}>
        <Button disabled={isRefreshing} onClick={() => startRefresh(() => router.refresh())}>
          I have saved them
        </Button>
      </RecoveryCodes>
    )
  if (!setup)
    return (
      <div className="space-y-4">
        <FormProblem>{problem}</FormProblem>
        <Button variant="outline" disabled={isStarting} onClick={start}>
          Turn on two-step sign-in
        </Button>
      </div>
    )
  return (
    <form
      noValidate
      onSubmit={confirm}
      className="space-y-4 rounded-xl border border-slate-200 p-4"
      aria-busy={form.formState.isSubmitting || undefined}
    >
      <AuthenticatorSetup qrSvg={setup.qrSvg} secret={setup.secret} />
      <TextField
        {...bindField(form, id, 'code', { errorsOnly: true })}
        label="Code from the app"
        hint="6 digits; a new one every 30 seconds."
        autoComplete="one-time-code"
        required
      />
      <FormProblem>{problem}</FormProblem>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        Confirm and turn on
      </Button>
    </form>
  )
}

function TurnOffForm() {
  const id = useId()
  const router = useRouter()
  const { toast } = useToast()
  const [problem, setProblem] = useState<string | null>(null)
  const [isRefreshing, startRefresh] = useTransition()
  const form = useForm<TurnOffSecondFactorInput>({
    resolver: zodResolver(turnOffSecondFactorSchema),
    defaultValues: { code: '', password: '' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null)
    try {
      const result = await turnOffTwoStepAction(values)
      if (result.ok) {
        toast(messages.TWO_STEP_OFF)
        startRefresh(() => router.refresh())
        return
      }
      form.reset()
      setProblem(result.message)
    } catch {
      setProblem(messages.UNEXPECTED)
    }
  })

  const busy = form.formState.isSubmitting || isRefreshing
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4 rounded-xl border border-slate-200 p-4"
      aria-busy={busy || undefined}
    >
      <TextField
        {...bindField(form, id, 'code', { errorsOnly: true })}
        label="Code from your app"
        hint="Or a recovery code."
        autoComplete="one-time-code"
      />
      <TextField
        {...bindField(form, id, 'password', { errorsOnly: true })}
        label="Or your password"
        type="password"
        autoComplete="current-password"
      />
      <FormProblem>{problem}</FormProblem>
      <Button type="submit" variant="outline" disabled={busy}>
        Turn off two-step sign-in
      </Button>
    </form>
  )
}
