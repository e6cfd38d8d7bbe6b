import type { SiteSetting } from '@/payload-types'

/** POPIA and PAIA ask that requests can reach the Information Officer: name, email and phone. */
export function InformationOfficer({
  id,
  heading,
  settings,
}: {
  id: string
  heading: string
  settings: SiteSetting
}) {
  const officer = settings.informationOfficer
  const email = officer?.email || settings.contactEmail
  const phone = officer?.phone || settings.phone
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-700"
    >
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <dl className="mt-4 grid gap-3 sm:grid-cols-[8rem_1fr]">
        {officer?.name ? (
          <>
            <dt className="font-semibold text-slate-900">Name</dt>
            <dd>{officer.name}</dd>
          </>
        ) : null}
        <dt className="font-semibold text-slate-900">Email</dt>
        <dd>
          <a href={`mailto:${email}`} className="text-brand-700 underline underline-offset-2">
            {email}
          </a>
        </dd>
        {phone ? (
          <>
            <dt className="font-semibold text-slate-900">Phone</dt>
            <dd>
              <a
                href={`tel:${phone.replace(/\s+/g, '')}`}
                className="text-brand-700 underline underline-offset-2"
              >
                {phone}
              </a>
            </dd>
          </>
        ) : null}
        {settings.address ? (
          <>
            <dt className="font-semibold text-slate-900">Address</dt>
            <dd className="whitespace-pre-line">{settings.address}</dd>
          </>
        ) : null}
      </dl>
    </section>
  )
}
