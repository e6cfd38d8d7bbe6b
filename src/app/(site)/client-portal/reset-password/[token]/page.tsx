import type { Metadata } from 'next'

import { NewPasswordForm } from '@/components/portal/NewPasswordForm'
import { ButtonLink } from '@/components/ui/Button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/Card'
import { Container } from '@/components/ui/Container'
import { resetLinkWorks } from '@/features/portal/data/passwordReset'
import { PATHS } from '@/utilities/paths'
import * as messages from '@/validation/messages'

// Read per request: a link stops working once it is used or its hour is over.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Choose a new password',
  robots: { index: false, follow: false },
  // The path holds the reset token: no other site should see it in a Referer.
  referrer: 'no-referrer',
}

export default async function ResetPasswordPage({
  params,
}: {
  params: Promise<{ token: string }>
}) {
  const { token } = await params
  const works = await resetLinkWorks(token)
  return (
    <Container className="py-12 sm:py-16">
      <Card className="mx-auto w-full max-w-md">
        <CardHeader className="items-center text-center">
          <h1 className="text-2xl font-bold text-slate-900">
            {works ? 'Choose a new password' : messages.PASSWORD_RESET_LINK_INVALID.title}
          </h1>
          <CardDescription>
            {works
              ? 'Choosing it signs you in here and signs you out everywhere else.'
              : messages.PASSWORD_RESET_LINK_INVALID.description}
          </CardDescription>
        </CardHeader>
        <CardContent className={works ? undefined : 'text-center'}>
          {works ? (
            <NewPasswordForm mode={{ kind: 'reset', token }} />
          ) : (
            <ButtonLink href={PATHS.forgotPassword} variant="outline">
              Ask for a new link
            </ButtonLink>
          )}
        </CardContent>
      </Card>
    </Container>
  )
}
