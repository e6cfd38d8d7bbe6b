'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useId, useState } from 'react'

import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/FormField'
import { SelectField } from '@/components/ui/SelectField'
import { TEMPLATES_EMPTY } from '@/validation/messages'
import { ALL, filterTemplates } from '@/lib/templateFilter'
import { readTemplateQuery, templateQueryString, type TemplateQuery } from '@/lib/templateQuery'

import { TemplateGrid, type GalleryTemplate } from './TemplateCard'

type Props = {
  templates: readonly GalleryTemplate[]
  industries: readonly string[]
  types: readonly string[]
  noteId: string
}

/**
 * Search and filters narrow the list as you type (spec §4 'Templates'); they are mirrored into the
 * URL with replaceState so a filtered view can be shared and survives a reload without adding
 * a history entry per keystroke.
 */
export function TemplateGallery({ templates, industries, types, noteId }: Props) {
  const pathname = usePathname()
  const [filters, setFilters] = useState<TemplateQuery>(() =>
    readTemplateQuery(new URLSearchParams(), { industries, types }),
  )
  // The page is prerendered with every template; a shared link's filters are applied once it runs.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setFilters(
      readTemplateQuery(new URLSearchParams(window.location.search), { industries, types }),
    )
  }, [industries, types])
  const { q, industry, type } = filters
  const id = useId()

  const change = (patch: Partial<TemplateQuery>) => {
    const next = { ...filters, ...patch }
    setFilters(next)
    const query = templateQueryString(next)
    // The native history API is synced with Next's router (useSearchParams follows it) and, unlike
    // router.replace, makes no server round-trip: the gallery filters without any network call.
    window.history.replaceState(null, '', query ? `${pathname}?${query}` : pathname)
  }

  const clear = () => change({ q: '', industry: ALL, type: ALL })

  const visible = filterTemplates(templates, { q, industry, type })

  return (
    <div className="space-y-6">
      <div role="search" aria-label="Template filters">
        <div className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 md:grid-cols-[2fr_1fr_1fr]">
          <TextField
            id={`${id}-q`}
            label="Search templates"
            type="search"
            placeholder="Search by name or description"
            value={q}
            onChange={(e) => change({ q: e.target.value })}
          />
          <SelectField
            id={`${id}-industry`}
            label="Industry"
            value={industry}
            onChange={(e) => change({ industry: e.target.value })}
            options={[{ value: ALL, label: 'All Industries' }, ...industries]}
          />
          <SelectField
            id={`${id}-type`}
            label="Type"
            value={type}
            onChange={(e) => change({ type: e.target.value })}
            options={[{ value: ALL, label: 'All Types' }, ...types]}
          />
        </div>
      </div>

      <p role="status" className="text-sm text-slate-700">
        {visible.length === 1 ? 'Showing 1 template' : `Showing ${visible.length} templates`}
      </p>

      {visible.length > 0 ? (
        <TemplateGrid templates={visible} noteId={noteId} idPrefix={id} />
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
          <p className="text-slate-700">{TEMPLATES_EMPTY}</p>
          <Button variant="outline" onClick={clear}>
            Clear Filters
          </Button>
        </div>
      )}
    </div>
  )
}
