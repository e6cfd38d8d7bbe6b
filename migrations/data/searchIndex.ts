import { sql, type MigrateUpArgs } from '@payloadcms/db-postgres'

import { searchIndexOf } from '../../src/fields/searchFields'
import { collectionTypes } from '../../src/utilities/contentTypes'

/**
 * Fills the search columns (src/fields/searchFields.ts) of documents saved before they existed,
 * from each searchable content type's description; later saves fill them by themselves.
 */
export async function fillSearchIndex({ db, payload, req }: MigrateUpArgs): Promise<void> {
  for (const type of collectionTypes()) {
    if (!type.search) continue
    const table = type.collection.replace(/-/g, '_')
    const { docs } = await payload.find({
      collection: type.collection as 'services',
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    for (const doc of docs) {
      const index = searchIndexOf(type, doc)
      if (!index) continue
      await db.execute(sql`
        UPDATE ${sql.identifier(table)}
           SET search_index_title = ${index.title},
               search_index_summary = ${index.summary},
               search_index_text = ${index.text}
         WHERE id = ${doc.id}`)
    }
  }
}
