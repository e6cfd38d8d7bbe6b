import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card'

import { CallbackButton } from './CallbackButton'

/** The 'Ready to Start?' card of both contact modes; 'Schedule Call' opens the callback dialog. */
export function ScheduleCallCard({
  formToken,
  brandName,
}: {
  formToken: string
  brandName: string
}) {
  return (
    <Card className="border-brand-100 bg-brand-50">
      <CardHeader>
        <CardTitle as="h2">Ready to Start?</CardTitle>
        <CardDescription className="text-slate-700">
          Book a free 30-minute consultation. We&apos;ll call you at a time that suits you to talk
          through your project, answer your questions and suggest next steps.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <CallbackButton className="w-full" formToken={formToken} brandName={brandName}>
          Schedule Call
        </CallbackButton>
      </CardContent>
    </Card>
  )
}
