'use client'

import type { DemoCredentials } from '@/features/portal/demoAccount'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId, useTransition } from 'react'
import { useForm } from 'react-hook-form'

import { signInAction } from '@/features/portal/actions/portalAuth'
import { Link } from '@/components/ui/Link'
import { Button } from '@/components/ui/Button'
import { ClientForm, SubmitButton } from '@/components/ui/ClientForm'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card'
import { bindField } from '@/components/ui/fieldFeedback'
import { TextField } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import { PATHS } from '@/utilities/paths'
import { FORM_LIMITS } from '@/validation/limits'
import * as messages from '@/validation/messages'
import { signInSchema, type SignInInput } from '@/validation/portal'

/**
 * 'Client Portal Access'. The server action signs in through Payload and sets the HTTP-only
 * session cookie; the page then re-renders on the server as the dashboard. No token ever
 * reaches this component.
 */
export function SignInCard({ demo }: { demo: DemoCredentials | null }) {
  const id = useId()
  const router = useRouter()
  const { toast } = useToast()
  const [isRefreshing, startRefresh] = useTransition()
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  })
  const { handleSubmit, formState, setValue, resetField } = form

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await signInAction(values)
      if (result.ok) {
        // With two-step sign-in on, the page asks for the code next; the welcome comes after it.
        if (!result.data.secondStep)
          toast({
            title: messages.LOGIN_SUCCESSFUL.title,
            description: messages.LOGIN_SUCCESSFUL.description,
          })
        startRefresh(() => router.refresh())
        return
      }
      resetField('password')
      toast({
        variant: 'destructive',
        title: messages.LOGIN_FAILED.title,
        description: result.message,
      })
    } catch {
      toast({
        variant: 'destructive',
        title: messages.LOGIN_FAILED.title,
        description: messages.UNEXPECTED,
      })
    }
  })

  const busy = formState.isSubmitting || isRefreshing
  const field = (name: 'email' | 'password') => bindField(form, id, name, { errorsOnly: true })

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="items-center text-center">
        <h1 className="text-2xl font-bold text-slate-900">Client Portal Access</h1>
        <CardDescription>Sign in to see your projects, files and messages.</CardDescription>
      </CardHeader>
      <CardContent>
        <ClientForm onSubmit={onSubmit} className="space-y-5" aria-busy={busy || undefined}>
          <TextField
            {...field('email')}
            label="Email Address"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            maxLength={FORM_LIMITS.email}
            placeholder="you@company.co.za"
          />
          <TextField
            {...field('password')}
            label="Password"
            type="password"
            autoComplete="current-password"
            required
          />
          <SubmitButton className="w-full" busy={busy} busyLabel="Signing In...">
            Sign In
          </SubmitButton>
          <p className="text-center text-sm">
            <Link
              href={PATHS.forgotPassword}
              className="text-brand-700 underline-offset-2 hover:underline"
            >
              Forgot password?
            </Link>
          </p>
        </ClientForm>

        {demo ? (
          <aside
            aria-label="Demo account"
            className="mt-6 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800"
          >
            <p className="font-semibold text-slate-900">Demo credentials</p>
            <p className="mt-1">
              Email: <span className="font-mono">{demo.email}</span>
            </p>
            <p>
              Password: <span className="font-mono">{demo.password}</span>
            </p>
            <Button
              variant="outline"
              size="sm"
              className="mt-3"
              onClick={() => {
                setValue('email', demo.email, { shouldValidate: true })
                setValue('password', demo.password, { shouldValidate: true })
              }}
            >
              Use demo account
            </Button>
          </aside>
        ) : null}
      </CardContent>
    </Card>
  )
}
