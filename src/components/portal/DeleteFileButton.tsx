'use client'

import { useTransition } from 'react'

import { deleteProjectFileAction } from '@/actions/portalContent'
import { Button } from '@/components/ui/Button'
import { useToast } from '@/components/ui/Toast'
import * as messages from '@/validation/messages'

/** Deletes one of the client's own uploads after they confirm. */
export function DeleteFileButton({ id, filename }: { id: string; filename: string }) {
  const { toast } = useToast()
  const [pending, startTransition] = useTransition()
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-red-700 hover:bg-red-50"
      disabled={pending}
      aria-label={`Delete ${filename}`}
      onClick={() => {
        if (!window.confirm(`Delete ${filename}? This cannot be undone.`)) return
        startTransition(async () => {
          const result = await deleteProjectFileAction(id)
          if (result.ok)
            toast({ title: messages.FILE_DELETED_TITLE, description: result.data.filename })
          else
            toast({
              variant: 'destructive',
              title: messages.PORTAL_ACTION_FAILED_TITLE,
              description: result.message,
            })
        })
      }}
    >
      {pending ? 'Deleting...' : 'Delete'}
    </Button>
  )
}
