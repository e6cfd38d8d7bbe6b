import type { Payload } from 'payload'
import type { DefaultServerCellComponentProps } from 'payload'
import { cache } from 'react'

import { readServiceTitles } from '@/data/serviceOptions'
import { enquiryServiceLabel } from '@/lib/serviceOptions'

// One read of the titles per list render, however many rows show a service.
const serviceTitles = cache((payload: Payload) => readServiceTitles(payload).catch(() => []))

/** The Enquiries list's service column: the service's title (or the topic); the slug stays stored. */
export async function ServiceCell({ cellData, rowData, payload }: DefaultServerCellComponentProps) {
  const slug: unknown = cellData
  if (typeof slug !== 'string' || slug === '') return null
  const label = enquiryServiceLabel(await serviceTitles(payload), {
    enquiryType: rowData.enquiryType,
    service: slug,
  })
  return <span title={slug}>{label}</span>
}
