'use client'

import { useTransition } from 'react'

import { deleteProjectFileAction } from '@/features/portal/actions/portalContent'
import { Button } from '@/components/ui/Button'
import * as messages from '@/validation/messages'

import { usePortalAction } from './usePortalAction'

/** Deletes one of the client's own uploads after they confirm. */
export function DeleteFileButton({ id, filename }: { id: string; filename: string }) {
  const runAction = usePortalAction()
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
          await runAction(
            () => deleteProjectFileAction(id),
            (file) => ({ title: messages.FILE_DELETED_TITLE, description: file.filename }),
          )
        })
      }}
    >
      {pending ? 'Deleting...' : 'Delete'}
    </Button>
  )
}
