import { getSiteSettings } from '@/data/content'

/** The privacy policy's retention statement, from the same setting the retention job reads. */
export async function RetentionPeriod() {
  const { brandName, retentionMonths } = await getSiteSettings()
  return (
    <section aria-labelledby="retention-heading" className="mt-10">
      <h2 id="retention-heading" className="text-2xl font-bold text-slate-900">
        How long we keep your enquiry
      </h2>
      <p className="mt-3 text-slate-700" data-testid="retention-period">
        {retentionMonths
          ? `${brandName} keeps enquiries and callback requests for ${retentionMonths} months. After that, unless you became a client, your name, contact details and message are erased automatically; only anonymous figures remain.`
          : `${brandName} keeps enquiries and callback requests until you ask us to erase them.`}{' '}
        You can ask at any time what we hold about you, or for it to be erased, by writing to us.
      </p>
    </section>
  )
}
