import { Badge } from '@/components/ui/Badge'
import { formatDate } from '@/lib/agencyTime'
import { formatFileSize } from '@/lib/formatFileSize'
import type { Project, ProjectFile } from '@/payload-types'

import { DeleteFileButton } from './DeleteFileButton'
import { fileTypeLabel } from './format'
import { MarkSeenOnOpen } from './MarkSeenOnOpen'
import { UploadForm } from './UploadForm'

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : ref?.id

/**
 * The client's files: upload, list, download (through Payload's access-checked file route,
 * which answers with download-only headers) and delete what they uploaded themselves.
 */
export function FilesTab({
  files,
  projects,
  userId,
  canAct,
  newIds = [],
}: {
  files: ProjectFile[]
  projects: Project[]
  userId: string
  /** Owners and members upload and delete their own uploads; a viewer only downloads. */
  canAct: boolean
  /** Files that arrived since the member last opened this tab. */
  newIds?: readonly string[]
}) {
  const projectName = (file: ProjectFile) =>
    projects.find((p) => p.id === idOf(file.project))?.name ?? 'Project'
  return (
    <div className="space-y-6">
      <MarkSeenOnOpen section="files" />
      <h2 className="text-lg font-semibold text-slate-900">Project Files</h2>
      {canAct ? <UploadForm projects={projects.map(({ id, name }) => ({ id, name }))} /> : null}
      {files.length === 0 ? (
        <p className="text-slate-700">No files yet.</p>
      ) : (
        <ul
          aria-label="Your files"
          className="divide-y divide-slate-200 rounded-xl border border-slate-200"
        >
          {files.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4">
              <div className="min-w-0 flex-1">
                {file.url ? (
                  <a
                    href={file.url}
                    download={file.filename ?? true}
                    className="break-all font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    {file.filename}
                  </a>
                ) : (
                  <span className="break-all font-medium">{file.filename}</span>
                )}
                {newIds.includes(file.id) ? (
                  <Badge tone="yellow" className="ml-2">
                    New
                  </Badge>
                ) : null}
                <p className="text-sm text-slate-700">
                  {projectName(file)} · {formatFileSize(file.filesize ?? 0)} ·{' '}
                  {fileTypeLabel(file.mimeType)} · Uploaded {formatDate(file.createdAt)}
                </p>
              </div>
              {canAct && idOf(file.uploadedBy) === userId ? (
                <DeleteFileButton id={file.id} filename={file.filename ?? 'file'} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
