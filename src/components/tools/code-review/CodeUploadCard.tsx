import { Button } from '@/components/ui/Button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card'
import { Input } from '@/components/ui/Field'
import { FormField } from '@/components/ui/FormField'
import { UploadIcon } from '@/components/ui/icons'

export const SUPPORTED_FORMATS = [
  '.js',
  '.jsx',
  '.ts',
  '.tsx',
  '.py',
  '.php',
  '.java',
  '.zip',
] as const

/** Where code would be uploaded or a repository named; every control is disabled until the tool exists. */
export function CodeUploadCard({ noteId }: { noteId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Submit Your Code</CardTitle>
        <CardDescription>Upload files or point us at a GitHub repository.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
          <UploadIcon className="size-10 text-slate-500" />
          <p className="font-semibold text-slate-900">Drag and drop your code files here</p>
          <p className="text-sm text-slate-700">
            Supported formats: {SUPPORTED_FORMATS.join(', ')}
          </p>
          <Button variant="outline" disabled aria-describedby={noteId}>
            Choose Files
          </Button>
        </div>
        <FormField id="github-url" label="GitHub Repository URL">
          {(aria) => (
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                {...aria}
                type="url"
                inputMode="url"
                placeholder="https://github.com/your-org/your-repo"
              />
              <Button disabled aria-describedby={noteId} className="shrink-0">
                Analyze Repository
              </Button>
            </div>
          )}
        </FormField>
      </CardContent>
    </Card>
  )
}
