'use client'

import { Dialog } from '@/components/ui/Dialog'

import { CallbackForm } from './CallbackForm'

type CallbackDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  formToken: string
  brandName: string
}

/** The 'Schedule a Callback' dialog (spec); the form inside mounts afresh each time it opens. */
export function CallbackDialog({ open, onOpenChange, formToken, brandName }: CallbackDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule a Callback"
      description="Choose a weekday and a time (South African time) for your free 30-minute consultation."
      className="max-w-xl"
    >
      <CallbackForm
        formToken={formToken}
        brandName={brandName}
        onDone={() => onOpenChange(false)}
      />
    </Dialog>
  )
}
