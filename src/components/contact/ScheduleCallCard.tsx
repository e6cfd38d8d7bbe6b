'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import { Button } from '@/components/ui/Button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card'

// The calendar and its form are loaded only once a visitor asks to schedule a call, keeping
// react-day-picker out of the contact page's first load.
const CallbackDialog = dynamic(() => import('./CallbackDialog').then((m) => m.CallbackDialog), {
  ssr: false,
})

/** The 'Ready to Start?' card of both contact modes; 'Schedule Call' opens the callback dialog. */
export function ScheduleCallCard({
  formToken,
  brandName,
}: {
  formToken: string
  brandName: string
}) {
  const [open, setOpen] = useState(false)
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
        <Button className="w-full" onClick={() => setOpen(true)} aria-haspopup="dialog">
          Schedule Call
        </Button>
      </CardContent>
      {open ? (
        <CallbackDialog
          open={open}
          onOpenChange={setOpen}
          formToken={formToken}
          brandName={brandName}
        />
      ) : null}
    </Card>
  )
}
