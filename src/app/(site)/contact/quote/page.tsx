import { contactMetadata, ContactView } from '@/components/contact/ContactView'

/** /contact?service=… is served from here (a rewrite in next.config.mjs); its canonical is /contact. */
export const generateMetadata = () => contactMetadata('quote')

export default function ContactQuotePage() {
  return <ContactView mode="quote" />
}
