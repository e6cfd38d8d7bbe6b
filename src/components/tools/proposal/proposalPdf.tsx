/** The proposal PDF, loaded on demand so @react-pdf is not in the page's initial JavaScript. */
import { Document, Page, StyleSheet, Text, View, pdf } from '@react-pdf/renderer'

import type { ProposalSummary } from '@/lib/proposal'

export interface ProposalBrand {
  readonly name: string
  readonly email: string
  readonly phone?: string | null
  readonly website?: string | null
}

const INK = '#0f172a'
const MUTED = '#475569'
const BRAND = '#1d4ed8'
const RULE = '#e2e8f0'

const styles = StyleSheet.create({
  page: {
    paddingTop: 0,
    paddingBottom: 56,
    paddingHorizontal: 0,
    fontFamily: 'Helvetica',
    fontSize: 10.5,
    color: INK,
    lineHeight: 1.45,
  },
  band: {
    backgroundColor: BRAND,
    color: '#ffffff',
    paddingHorizontal: 48,
    paddingTop: 36,
    paddingBottom: 28,
  },
  brand: {
    fontSize: 11,
    fontFamily: 'Helvetica-Bold',
    letterSpacing: 1,
    textTransform: 'uppercase',
  },
  kicker: { marginTop: 18, fontSize: 10, opacity: 0.85 },
  title: { marginTop: 4, fontSize: 24, fontFamily: 'Helvetica-Bold', lineHeight: 1.2 },
  body: { paddingHorizontal: 48, paddingTop: 24 },
  metaRow: { flexDirection: 'row', gap: 24, marginBottom: 20 },
  metaCell: { flexGrow: 1, flexBasis: 0 },
  label: {
    fontSize: 8.5,
    color: MUTED,
    textTransform: 'uppercase',
    letterSpacing: 0.6,
    marginBottom: 2,
  },
  value: { fontSize: 11, fontFamily: 'Helvetica-Bold' },
  section: { marginTop: 18 },
  heading: {
    fontSize: 13,
    fontFamily: 'Helvetica-Bold',
    color: BRAND,
    paddingBottom: 4,
    marginBottom: 8,
    borderBottomWidth: 1,
    borderBottomColor: RULE,
  },
  paragraph: { color: INK },
  table: { borderWidth: 1, borderColor: RULE, borderRadius: 4 },
  tableRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: RULE },
  tableRowLast: { flexDirection: 'row' },
  tableKey: { width: '35%', padding: 8, backgroundColor: '#f8fafc', color: MUTED },
  tableValue: { width: '65%', padding: 8, fontFamily: 'Helvetica-Bold' },
  features: { flexDirection: 'row', flexWrap: 'wrap' },
  feature: { width: '50%', flexDirection: 'row', marginBottom: 4, paddingRight: 8 },
  bullet: { width: 12, color: BRAND, fontFamily: 'Helvetica-Bold' },
  featureText: { flex: 1 },
  muted: { color: MUTED },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 48,
    right: 48,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8.5,
    color: MUTED,
    borderTopWidth: 1,
    borderTopColor: RULE,
    paddingTop: 6,
  },
})

export function ProposalDocument({
  summary,
  brand,
}: {
  summary: ProposalSummary
  brand: ProposalBrand
}) {
  const details: Array<[string, string]> = [
    ['Project type', summary.projectType ?? 'To be confirmed'],
    ['Timeline', summary.timeline],
    ['Investment', summary.investment],
  ]
  const contact = [brand.email, brand.phone, brand.website].filter(Boolean).join('  ·  ')

  return (
    <Document
      title={`${summary.title}: proposal for ${summary.preparedFor}`}
      author={brand.name}
      subject="Project proposal"
      creator={brand.name}
      producer={brand.name}
      language="en-ZA"
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.band}>
          <Text style={styles.brand}>{brand.name}</Text>
          <Text style={styles.kicker}>Project Proposal</Text>
          <Text style={styles.title}>{summary.title}</Text>
        </View>

        <View style={styles.body}>
          <View style={styles.metaRow}>
            <View style={styles.metaCell}>
              <Text style={styles.label}>Prepared for</Text>
              <Text style={styles.value}>{summary.preparedFor}</Text>
            </View>
            <View style={styles.metaCell}>
              <Text style={styles.label}>Prepared by</Text>
              <Text style={styles.value}>{brand.name}</Text>
            </View>
            <View style={styles.metaCell}>
              <Text style={styles.label}>Date</Text>
              <Text style={styles.value}>{summary.preparedOn}</Text>
            </View>
          </View>

          <View style={styles.section}>
            <Text style={styles.heading}>Project Overview</Text>
            <Text style={styles.paragraph}>{summary.overview}</Text>
          </View>

          <View style={styles.section} wrap={false}>
            <Text style={styles.heading}>Project Details</Text>
            <View style={styles.table}>
              {details.map(([key, value], index) => (
                <View
                  key={key}
                  style={index === details.length - 1 ? styles.tableRowLast : styles.tableRow}
                >
                  <Text style={styles.tableKey}>{key}</Text>
                  <Text style={styles.tableValue}>{value}</Text>
                </View>
              ))}
            </View>
          </View>

          <View style={styles.section}>
            <Text style={styles.heading}>Included Features</Text>
            {summary.features.length > 0 ? (
              <View style={styles.features}>
                {summary.features.map((feature) => (
                  <View key={feature} style={styles.feature}>
                    <Text style={styles.bullet}>•</Text>
                    <Text style={styles.featureText}>{feature}</Text>
                  </View>
                ))}
              </View>
            ) : (
              <Text style={styles.muted}>The feature list will be agreed during discovery.</Text>
            )}
          </View>

          <View style={styles.section}>
            <Text style={styles.heading}>Terms</Text>
            <Text style={styles.paragraph}>{summary.terms}</Text>
          </View>

          <View style={styles.section} wrap={false}>
            <Text style={styles.heading}>Next Steps</Text>
            <Text style={styles.paragraph}>
              To accept this proposal or discuss any part of it, contact {brand.name}
              {contact ? ` at ${contact}` : ''}. Amounts are in South African rand.
            </Text>
          </View>
        </View>

        <View style={styles.footer} fixed>
          <Text>
            {brand.name} · Proposal for {summary.preparedFor}
          </Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  )
}

// Windows-1252 beyond Latin-1: the characters the built-in PDF fonts can draw besides U+0020-U+007E and U+00A0-U+00FF.
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

const drawable = (char: string) => {
  const code = char.codePointAt(0) ?? 0
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    CP1252_EXTRAS.has(char) ||
    char === '\n'
  )
}

/** The built-in Helvetica covers only Windows-1252: other letters lose their accents, other symbols go. */
export function pdfSafeText(text: string): string {
  let out = ''
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    if (drawable(char)) {
      out += char
      continue
    }
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '')
    out += Array.from(base).every(drawable) ? base : ''
  }
  return out.replace(/ {2,}/g, ' ')
}

function pdfSafeSummary(summary: ProposalSummary): ProposalSummary {
  return {
    ...summary,
    title: pdfSafeText(summary.title),
    preparedFor: pdfSafeText(summary.preparedFor),
    overview: pdfSafeText(summary.overview),
    timeline: pdfSafeText(summary.timeline),
    investment: pdfSafeText(summary.investment),
    features: summary.features.map(pdfSafeText),
    terms: pdfSafeText(summary.terms),
    preparedOn: pdfSafeText(summary.preparedOn),
  }
}

export async function renderProposalPdf(
  summary: ProposalSummary,
  brand: ProposalBrand,
): Promise<Blob> {
  const safeBrand: ProposalBrand = {
    name: pdfSafeText(brand.name),
    email: pdfSafeText(brand.email),
    phone: brand.phone ? pdfSafeText(brand.phone) : brand.phone,
    website: brand.website ? pdfSafeText(brand.website) : brand.website,
  }
  return pdf(<ProposalDocument summary={pdfSafeSummary(summary)} brand={safeBrand} />).toBlob()
}

export async function downloadProposalPdf(
  summary: ProposalSummary,
  brand: ProposalBrand,
  fileName: string,
): Promise<void> {
  const blob = await renderProposalPdf(summary, brand)
  const url = URL.createObjectURL(blob)
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    // Revoked after the click has been handled; revoking at once can cancel the download in some browsers.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
}
