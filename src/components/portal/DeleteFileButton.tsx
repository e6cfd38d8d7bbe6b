'use client'

import { deleteProjectFileAction } from '@/features/portal/actions/portalContent'
import * as messages from '@/validation/messages'

import { ConfirmedActionButton } from './ConfirmedActionButton'

/** Deletes one of the client's own uploads after they confirm. */
export function DeleteFileButton({ id, filename }: { id: string; filename: string }) {
  return (
    <ConfirmedActionButton
      label="Delete"
      pendingLabel="Deleting..."
      ariaLabel={`Delete ${filename}`}
      question={`Delete ${filename}? This cannot be undone.`}
      run={() => deleteProjectFileAction(id)}
      success={(file) => ({ title: messages.FILE_DELETED_TITLE, description: file.filename })}
    />
  )
}
