import { richTextBlock } from '../lexical'
import type { SeedPage } from '../types'
import { siteSettings } from './siteSettings'

const { brandName: brand } = siteSettings
const address = siteSettings.address ?? 'the address on our contact page'

/** Section 51 of PAIA: every private body publishes a manual on how to request its records. */
export const paiaManual: SeedPage = {
  slug: 'paia-manual',
  title: 'PAIA Manual',
  seo: {
    title: 'PAIA Manual',
    description: `${brand}'s manual under section 51 of the Promotion of Access to Information Act (PAIA): the records we hold, how to request them, the fees and your remedies.`,
  },
  layout: [
    richTextBlock([
      {
        p: `This manual is published by ${brand} under section 51 of the Promotion of Access to Information Act 2 of 2000 (PAIA), as amended by the Protection of Personal Information Act 4 of 2013 (POPIA). It tells you which records we hold, how to ask for access to them, and what happens to your request.`,
      },
      { h2: '1. Our details' },
      {
        p: `${brand} is a private company providing web development, software, mobile app and digital marketing services. Our office is in ${address}. Requests under PAIA and POPIA are handled by our Information Officer, whose details follow.`,
      },
    ]),
    { blockType: 'informationOfficer', heading: 'Information Officer' },
    richTextBlock([
      { h2: "2. The Information Regulator's guide" },
      {
        p: 'The Information Regulator has published a guide, in each official language, on how to use PAIA and POPIA to exercise your rights. You can get it from the Information Regulator (JD House, 27 Stiemens Street, Braamfontein, Johannesburg; enquiries@inforegulator.org.za; www.inforegulator.org.za), or ask our Information Officer for a copy.',
      },
      { h2: '3. Records available without a request' },
      {
        ul: [
          'The information on this website, including our services, prices from which we quote, the privacy policy and terms of service.',
          'Our marketing brochures and case studies, when published.',
          'This manual.',
        ],
      },
      { h2: '4. Records we keep under other laws' },
      {
        p: 'We keep records as required by, among others: the Companies Act 71 of 2008; the Income Tax Act 58 of 1962; the Value-Added Tax Act 89 of 1991; the Tax Administration Act 28 of 2011; the Basic Conditions of Employment Act 75 of 1997; the Labour Relations Act 66 of 1995; the Employment Equity Act 55 of 1998; the Skills Development Act 97 of 1998; the Unemployment Insurance Act 63 of 2001; the Compensation for Occupational Injuries and Diseases Act 130 of 1993; the Electronic Communications and Transactions Act 25 of 2002; and POPIA.',
      },
      { h2: '5. Subjects and categories of records we hold' },
      {
        ul: [
          'Company records: incorporation documents, share register, minutes and resolutions.',
          'Financial records: annual financial statements, tax returns, invoices, bank statements and accounting records.',
          'Staff records: employment contracts, payroll, leave, training and disciplinary records.',
          'Client records: proposals, quotes, contracts, project files, approvals, messages and correspondence.',
          'Enquiries and callback requests sent through this website.',
          'Supplier records: agreements, orders and correspondence with hosting, software and service providers.',
          'Information technology records: system logs, security events, backups and licences.',
        ],
      },
      { h2: '6. How we process personal information' },
      {
        p: 'We process personal information to answer enquiries, prepare quotes, deliver and support projects, run the client portal, employ staff, pay suppliers and meet our legal duties. The people concerned are prospective and current clients and their staff, our employees and job applicants, and suppliers. Recipients are our staff who need the information, our hosting and email providers, our auditors, and public bodies where the law requires it.',
      },
      {
        p: 'Some of our service providers store data outside South Africa; we use only providers bound to protect it to a standard comparable to POPIA (section 72). Our security measures include encrypted connections, hashed passwords, a second sign-in factor for staff, role-based access, an audit log, backups and the automatic erasure of old leads described in our privacy policy.',
      },
      { h2: '7. How to request access to a record' },
      {
        ul: [
          'Complete Form 2 of the PAIA regulations (available from the Information Regulator or from our Information Officer) and send it to the Information Officer by email or by hand.',
          'Describe the record precisely enough for us to find it, say in which form you want access, and state the right you wish to exercise or protect and why the record is needed for it.',
          'If you ask on behalf of someone else, include proof of your authority.',
          'Requesters other than those asking for their own personal information pay the request fee and, if access is granted, the access fee prescribed in the PAIA regulations. We tell you in writing if a deposit is payable.',
          'We decide within 30 days of receiving the request, and may extend this once by up to 30 days where the law allows, telling you why.',
        ],
      },
      { h2: '8. Grounds on which we may refuse access' },
      {
        p: "PAIA (chapter 4 of part 3) sets out when a private body must or may refuse access, for example to protect another person's privacy, commercial information of a third party or of our own, confidential information, the safety of individuals and property, and legally privileged records. If we refuse, we give reasons.",
      },
      { h2: '9. Remedies' },
      {
        p: 'If you are unhappy with our decision, you may complain to the Information Regulator within 180 days, or apply to a court for relief within 180 days of being told of the decision.',
      },
      { h2: '10. Availability of this manual' },
      {
        p: `This manual is available on this website and at our office for inspection free of charge. A printed copy is provided on request at the prescribed fee.`,
      },
    ]),
  ],
}
