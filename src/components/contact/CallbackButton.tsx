'use client'

import dynamic from 'next/dynamic'
import { useState, type ReactNode } from 'react'

import { Button } from '@/components/ui/Button'

// The calendar and its form are loaded only once a visitor asks to schedule a call, keeping
// react-day-picker out of the page's first load.
const CallbackDialog = dynamic(() => import('./CallbackDialog').then((m) => m.CallbackDialog), {
  ssr: false,
})

/** A button that opens the callback booking dialog (the contact page's and the landing pages'). */
export function CallbackButton({
  formToken,
  brandName,
  className,
  children,
}: {
  formToken: string
  brandName: string
  className?: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button className={className} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {children}
      </Button>
      {open ? (
        <CallbackDialog
          open={open}
          onOpenChange={setOpen}
          formToken={formToken}
          brandName={brandName}
        />
      ) : null}
    </>
  )
}
