type JsonLdValue =
  string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue | undefined }

/** `<` is escaped so CMS text can never close the script element early. */
export function JsonLd({ data }: { data: { [key: string]: JsonLdValue | undefined } }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(
    /</g,
    '\\u003c',
  )
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
