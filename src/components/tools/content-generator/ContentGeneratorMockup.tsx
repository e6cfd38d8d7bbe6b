'use client'

import { useState } from 'react'

import { PreviewNote } from '@/components/tools/shared/PreviewNote'
import { Badge } from '@/components/ui/Badge'
import { Button } from '@/components/ui/Button'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  TitledCard,
} from '@/components/ui/Card'
import { TextareaField, TextField } from '@/components/ui/FormField'
import { SparkIcon } from '@/components/ui/icons'
import { SelectField } from '@/components/ui/SelectField'
import { cn } from '@/utilities/cn'

export const CONTENT_TYPES = [
  'Website Copy',
  'Blog Posts',
  'Product Descriptions',
  'Social Media Posts',
  'Email Templates',
  'Ad Copy',
  'Press Releases',
  'Landing Pages',
] as const

export const CONTENT_TONES = [
  'Professional',
  'Casual & Friendly',
  'Authoritative',
  'Creative & Fun',
  'Technical',
] as const

const NOTE_ID = 'content-generator-note'

/**
 * A static mock-up (spec: no validation, buttons not functional). Choosing a content type only
 * highlights it, so the page reads as a working form without pretending to generate anything.
 */
export function ContentGeneratorMockup() {
  const [contentType, setContentType] = useState<string>(CONTENT_TYPES[0])

  return (
    <div className="space-y-8">
      <PreviewNote id={NOTE_ID}>
        The AI content generator is a preview of an upcoming tool. Generating, copying and editing
        are not available yet; the output below is a sample.
      </PreviewNote>

      <section aria-labelledby="content-type-title">
        <h2 id="content-type-title" className="text-xl font-semibold text-slate-900">
          Content Type
        </h2>
        <div
          role="group"
          aria-labelledby="content-type-title"
          className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4"
        >
          {CONTENT_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              aria-pressed={type === contentType}
              onClick={() => setContentType(type)}
              className={cn(
                'rounded-xl border px-4 py-3 text-sm font-medium transition-colors',
                type === contentType
                  ? 'border-brand-600 bg-brand-50 text-brand-700'
                  : 'border-slate-200 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {type}
            </button>
          ))}
        </div>
      </section>

      <div className="grid gap-8 lg:grid-cols-2">
        <TitledCard title="Content Details" description="Describe what you need and who it is for.">
          <form
            className="space-y-5"
            aria-label="Content details"
            onSubmit={(event) => event.preventDefault()}
          >
            <TextField
              id="content-topic"
              label="Topic"
              name="topic"
              placeholder="e.g. Launching our new online store"
            />
            <TextField
              id="content-audience"
              label="Target Audience"
              name="audience"
              placeholder="e.g. Small business owners in Gauteng"
            />
            <SelectField id="content-tone" label="Tone" name="tone" options={CONTENT_TONES} />
            <TextareaField
              id="content-context"
              label="Additional Context"
              name="context"
              rows={4}
              placeholder="Key points, keywords or a call to action to include."
            />
            <Button type="submit" size="lg" className="w-full" disabled aria-describedby={NOTE_ID}>
              <SparkIcon />
              Generate {contentType}
            </Button>
          </form>
        </TitledCard>

        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center gap-2">
              <CardTitle as="h2">Generated Content</CardTitle>
              <Badge tone="neutral">Sample</Badge>
            </div>
            <CardDescription>Website Copy · Professional tone</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <article className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-800">
              <h3 className="text-lg font-semibold text-slate-900">
                Grow Your Business with a Website That Works as Hard as You Do
              </h3>
              <p>
                Your website is often the first impression customers have of your business. We
                design fast, secure and mobile-friendly websites that turn visitors into enquiries,
                from Cape Town to Johannesburg and beyond.
              </p>
              <p>
                With clear pricing in rand, a dedicated project manager and support whenever you
                need it, launching online has never been simpler. Let&rsquo;s build something your
                customers will love.
              </p>
              <p className="font-semibold text-brand-700">Book your free consultation today.</p>
            </article>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" disabled aria-describedby={NOTE_ID}>
                Copy
              </Button>
              <Button variant="outline" size="sm" disabled aria-describedby={NOTE_ID}>
                Regenerate
              </Button>
              <Button variant="outline" size="sm" disabled aria-describedby={NOTE_ID}>
                Edit
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    </div>
  )
}
