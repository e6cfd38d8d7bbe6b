'use client'

import { useRouter } from 'next/navigation'
import { useId, useRef, useState, useTransition, type ChangeEvent, type SubmitEvent } from 'react'

import type { UploadResponseBody } from '@/features/portal/upload'
import { Button } from '@/components/ui/Button'
import { FileField } from '@/components/ui/FormField'
import { SelectField } from '@/components/ui/SelectField'
import { useToast } from '@/components/ui/Toast'
import * as messages from '@/validation/messages'
import { ALLOWED_UPLOAD_EXTENSIONS, ALLOWED_UPLOAD_TYPES, checkUpload } from '@/validation/upload'

export const PORTAL_UPLOAD_URL = '/portal-api/files'

const ACCEPT = [...ALLOWED_UPLOAD_TYPES, ...ALLOWED_UPLOAD_EXTENSIONS.map((ext) => `.${ext}`)].join(
  ',',
)

/**
 * Chooses a file and uploads it to one of the client's projects. The browser runs the spec's
 * checks as soon as a file is chosen, with the message under the field; the server runs them again
 * on the file's real content.
 */
export function UploadForm({ projects }: { projects: { id: string; name: string }[] }) {
  const id = useId()
  const router = useRouter()
  const { toast } = useToast()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const [fileError, setFileError] = useState<string | null>(null)
  const [refreshing, startRefresh] = useTransition()

  const fail = (reason: string) => {
    toast({ variant: 'destructive', title: messages.FILE_UPLOAD_FAILED_TITLE, description: reason })
  }

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    const check = file
      ? checkUpload({ name: file.name, type: file.type, size: file.size })
      : { ok: true as const }
    setFileError(check.ok ? null : check.message)
  }

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const file = input.current?.files?.[0]
    if (!file) {
      input.current?.focus()
      fail(messages.FIELD_REQUIRED)
      return
    }
    const check = checkUpload({ name: file.name, type: file.type, size: file.size })
    if (!check.ok) {
      setFileError(check.message)
      input.current?.focus()
      fail(check.message)
      return
    }

    setUploading(true)
    try {
      const response = await fetch(PORTAL_UPLOAD_URL, { method: 'POST', body: new FormData(form) })
      const result = (await response.json().catch(() => null)) as UploadResponseBody | null
      if (response.ok && result?.ok) {
        toast({ title: messages.FILE_UPLOADED_TITLE, description: file.name })
        form.reset()
        setFileError(null)
        startRefresh(() => router.refresh())
      } else {
        fail(result && !result.ok ? result.message : messages.UNEXPECTED)
      }
    } catch {
      fail(messages.UNEXPECTED)
    } finally {
      setUploading(false)
    }
  }

  const busy = uploading || refreshing
  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-[1fr_1fr_auto] md:items-start"
    >
      <SelectField
        id={`${id}-project`}
        label="Project"
        name="project"
        required
        defaultValue={projects[0]?.id}
        options={projects.map((project) => ({ value: project.id, label: project.name }))}
      />
      <FileField
        ref={input}
        id={`${id}-file`}
        label="Choose a file"
        name="file"
        required
        accept={ACCEPT}
        onChange={onChoose}
        error={fileError}
        hint="JPG, PNG, GIF, WebP, PDF, TXT, DOC or DOCX, up to 10MB."
      />
      <Button type="submit" className="md:mt-[1.625rem]" disabled={busy || projects.length === 0}>
        {busy ? 'Uploading...' : 'Upload File'}
      </Button>
    </form>
  )
}
