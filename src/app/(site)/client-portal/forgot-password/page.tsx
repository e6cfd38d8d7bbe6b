import type { Metadata } from 'next'

import { ForgotPasswordForm } from '@/components/portal/ForgotPasswordForm'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card'
import { Container } from '@/components/ui/Container'

// Rendered per request, like every page under /client-portal: the proxy gives them a nonce policy
// (PER_REQUEST_PAGES), and a prerendered copy carries no nonce, so its scripts were refused on a
// full load and the form never hydrated (issue 41: what was typed went with a native submit).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Forgot your password?',
  robots: { index: false, follow: false },
}

export default function ForgotPasswordPage() {
  return (
    <Container className="py-12 sm:py-16">
      <Card className="mx-auto w-full max-w-md">
        <CardHeader className="items-center text-center">
          <h1 className="text-2xl font-bold text-slate-900">Forgot your password?</h1>
          <CardDescription>
            Enter the email address of your client portal account and we will email you a link to
            choose a new password.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ForgotPasswordForm />
        </CardContent>
      </Card>
    </Container>
  )
}
