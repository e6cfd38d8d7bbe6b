import type { SeedImage, SeedTestimonial } from '../types'

const face = (name: string, person: string, hue: number): SeedImage => ({
  name: `testimonial-${name}`,
  alt: `Portrait of ${person}`,
  title: person,
  hue,
  width: 400,
  height: 400,
})

/** Eight clients in their own words: six speak of a case study (seed/data/caseStudies.ts). */
export const testimonials: SeedTestimonial[] = [
  {
    key: 'umhlanga-threads',
    quote:
      'Our online store used to be an afterthought. Six months after the relaunch it sells more than our Gateway branch, and customers tell us checkout on their phones finally just works.',
    name: 'Ayesha Moodley',
    role: 'Managing Director',
    company: 'Umhlanga Threads',
    service: 'ecommerce-development',
    photo: face('ayesha-moodley', 'Ayesha Moodley', 330),
  },
  {
    key: 'karoo-freight',
    quote:
      'Dispatch used to be a whiteboard and forty phone calls a morning. Now every driver sees the next load on the app, and our customers track their pallets without phoning us.',
    name: 'Johan van der Merwe',
    role: 'Operations Manager',
    company: 'Karoo Freight Lines',
    service: 'software-development',
    photo: face('johan-van-der-merwe', 'Johan van der Merwe', 30),
  },
  {
    key: 'ubuntu-mutual',
    quote:
      'They understood that our members trust us with their savings. The app is simple enough for my grandmother and passed our auditors’ POPIA review on the first attempt.',
    name: 'Thandiwe Nkosi',
    role: 'Chief Executive Officer',
    company: 'Ubuntu Mutual Savings',
    service: 'mobile-development',
    photo: face('thandiwe-nkosi', 'Thandiwe Nkosi', 150),
  },
  {
    key: 'cederberg-trails',
    quote:
      'We were paying booking sites almost a fifth of every night we sold. Guests now book with us directly, and the money stays in the Cederberg.',
    name: 'Pieter and Lindiwe Botha',
    role: 'Owners',
    company: 'Cederberg Trails Lodge',
    service: 'web-development',
    photo: face('pieter-lindiwe-botha', 'Pieter and Lindiwe Botha', 90),
  },
  {
    key: 'mzansi-clinics',
    quote:
      'Patients book at eleven at night, get a WhatsApp reminder the day before, and actually arrive. Our reception staff finally have time to look after the people in front of them.',
    name: 'Dr Sipho Dlamini',
    role: 'Clinical Director',
    company: 'Mzansi Family Clinics',
    service: 'ai-integration',
    photo: face('sipho-dlamini', 'Dr Sipho Dlamini', 200),
  },
  {
    key: 'siyafunda',
    quote:
      'During the matric exams twelve thousand learners logged in the night before maths paper one. Nothing fell over. That is all I ever wanted from a technology partner.',
    name: 'Nomvula Khumalo',
    role: 'Founder',
    company: 'Siyafunda Online Academy',
    service: 'software-development',
    photo: face('nomvula-khumalo', 'Nomvula Khumalo', 260),
  },
  {
    key: 'fynbos-legal',
    quote:
      'Our site moved to their hosting over a weekend without a minute of downtime, and it has stayed up through every round of load shedding since.',
    name: 'Michael Petersen',
    role: 'Partner',
    company: 'Fynbos Legal Inc.',
    service: 'web-hosting',
    photo: face('michael-petersen', 'Michael Petersen', 110),
  },
  {
    key: 'highveld-agri',
    quote:
      'They answer the phone, they fix things before we notice, and the monthly report tells me in plain English what they did. I would not go back to doing it ourselves.',
    name: 'Karabo Mokoena',
    role: 'Financial Manager',
    company: 'Highveld Agri Co-op',
    service: 'maintenance-support',
    photo: face('karabo-mokoena', 'Karabo Mokoena', 50),
  },
]
