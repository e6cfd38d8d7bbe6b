import { contactMetadata, ContactView } from '@/components/contact/ContactView'

export const generateMetadata = () => contactMetadata('general')

export default function ContactPage() {
  return <ContactView mode="general" />
}
