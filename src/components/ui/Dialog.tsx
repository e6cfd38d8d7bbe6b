'use client'

import { useEffect, useId, useRef, type ReactNode } from 'react'

import { cn } from '@/utilities/cn'

type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: ReactNode
  children: ReactNode
  className?: string
}

/**
 * A modal on the native <dialog> element: the browser traps focus, closes on Escape and
 * makes the rest of the page inert, which no hand-written focus trap does as well.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => onOpenChange(false)}
      onCancel={(event) => {
        event.preventDefault()
        onOpenChange(false)
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60',
        className,
      )}
    >
      {open ? (
        <div className="max-h-[90vh] overflow-y-auto p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-xl font-semibold">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className="rounded-md px-2 text-2xl leading-none text-slate-500 hover:text-slate-900"
              aria-label="Close"
            >
              ×
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  )
}
