import { richTextBlock } from '../lexical'
import type { SeedPage } from '../types'
import { paiaManual } from './paiaManual'
import { PRIVACY_ATTRIBUTION } from './privacyAttribution'
import { siteSettings } from './siteSettings'

const { brandName: brand, contactEmail: email } = siteSettings
const officer = siteSettings.informationOfficer ?? { name: 'our Information Officer', email }
const phone = siteSettings.phone ?? 'the number on our contact page'
const address = siteSettings.address ?? 'the address on our contact page'

const privacyPolicy: SeedPage = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  seo: {
    title: 'Privacy Policy',
    description: `How ${brand} collects, uses, protects and retains personal information under the Protection of Personal Information Act (POPIA), and how to exercise your rights.`,
  },
  layout: [
    richTextBlock([
      {
        p: `This policy explains how ${brand} ("we", "us", "our") handles personal information when you use this website, send us an enquiry, quote request or callback request, or use our client portal. We process personal information in line with the Protection of Personal Information Act 4 of 2013 (POPIA) and its regulations.`,
      },
      { h2: '1. Who we are' },
      {
        p: `${brand} is a digital agency based in South Africa. For the purposes of POPIA we are the responsible party: we decide why and how your personal information is processed. You can reach us at ${email}, on ${phone}, or at our office in ${address}.`,
      },
      { h2: '2. Our Information Officer' },
      {
        p: `Our Information Officer is responsible for our compliance with POPIA and for handling requests and complaints about personal information. You can contact the Information Officer, ${officer.name}, at ${officer.email}; please use "POPIA request" in the subject line so that your message is routed directly.`,
      },
      { h2: '3. What personal information we collect' },
      {
        p: 'We collect only what we need for the purpose at hand. Depending on how you interact with us, this includes:',
      },
      {
        ul: [
          'Contact and quote forms: your name, email address, phone number (optional for general enquiries, required for quote requests), company name (optional), the service you are interested in, your budget range and timeline, and your message.',
          'Callback requests: your name, email address, phone number and company (both optional), your preferred date and time, and an optional message.',
          'Client portal: your name, email address, company, a securely hashed password, and the project information, messages, feedback and files exchanged with our team.',
          'Consent and security records: whether and when you gave consent on a form, the page you submitted it from, your browser type (user agent) and a one-way hashed version of your internet address, which we use to prevent abuse and spam.',
          'Portal security log: sign-in, sign-out and file-upload events, with the time, your internet address, browser type and a partly masked email address.',
        ],
      },
      {
        p: 'We do not ask for special personal information (such as health, religious or biometric information) or for information about children, and we ask you not to include it in your messages or uploaded files.',
      },
      { h2: '4. Why we use your personal information' },
      {
        ul: [
          'To reply to your enquiries, usually within 24 hours.',
          'To prepare and send quotes and proposals that you request.',
          'To call you back at the time you chose.',
          'To provide the client portal, including project updates, messages, files and feedback.',
          'To deliver, invoice and support the services you have engaged us for.',
          'To protect our website, portal and clients against fraud, abuse and security threats.',
          'To meet our legal obligations, for example tax and accounting record-keeping.',
        ],
      },
      {
        p: 'We do not use your personal information for automated decision-making or profiling, and we do not sell, rent or trade it.',
      },
      { h2: '5. Our lawful basis for processing' },
      {
        p: 'Under section 11 of POPIA we process personal information only where there is a lawful justification. When you submit a form on this website you confirm your consent for us to use the information to respond to you. We also process personal information where it is necessary to take steps you have asked for before entering into a contract (such as preparing a quote), to perform a contract with you, to comply with the law, or to pursue our legitimate interest in keeping our systems secure.',
      },
      {
        p: 'You may withdraw your consent at any time by contacting us. Withdrawal does not affect processing that took place before it, or processing that has another lawful basis, such as an existing contract.',
      },
      { h2: '6. Direct marketing' },
      {
        p: 'We do not add enquiry, quote or callback contacts to marketing lists. We will only send you electronic marketing if you are a client and it concerns similar services, or if you have given us your specific consent, as section 69 of POPIA requires. Every marketing message includes a simple way to opt out, and we act on opt-outs promptly.',
      },
      { h2: '7. Who we share it with' },
      {
        p: 'Your personal information is available only to team members who need it to help you. We use a small number of trusted service providers, called operators in POPIA, to run our business:',
      },
      {
        ul: [
          'Hosting and database providers, which store this website, the client portal and their backups.',
          'Email service providers, which deliver our replies, quotes and notifications.',
          'Professional advisers such as our accountants and auditors, where necessary.',
        ],
      },
      {
        p: 'Operators process personal information only on our instructions, under written agreements that require them to keep it confidential and secure, as section 21 of POPIA requires. We disclose personal information to authorities only when the law requires it.',
      },
      { h2: '8. Transfers outside South Africa' },
      {
        p: 'Some of our operators, for example email or cloud providers, may store or process information on servers outside South Africa. Under section 72 of POPIA we transfer personal information across borders only where the recipient is subject to a law, binding corporate rules or a binding agreement that provides an adequate level of protection, or where the transfer is necessary to perform a contract with you or you have consented to it.',
      },
      { h2: '9. How long we keep it' },
      {
        ul: [
          'Enquiries and quote requests that do not lead to an engagement: 24 months after our last contact with you.',
          'Callback requests: 12 months after the requested callback time.',
          'Client portal accounts, projects, messages, files and feedback: for the duration of our engagement and up to 12 months after it ends, unless you ask us to delete them sooner.',
          'Contracts, quotes that were accepted, invoices and related records: 5 years after the end of the financial year they relate to, as tax and company law require.',
          'Security logs: 12 months.',
        ],
      },
      {
        p: 'When a retention period ends we delete the information or de-identify it so that it can no longer be linked to you, unless the law requires us to keep it for longer or it is needed for a legal claim.',
      },
      { h2: '10. How we protect it' },
      {
        p: 'Section 19 of POPIA requires appropriate, reasonable technical and organisational measures. Ours include:',
      },
      {
        ul: [
          'Encryption of all traffic to this website and the portal (HTTPS).',
          'Passwords stored only as strong one-way hashes, and temporary account lock-out after repeated failed sign-ins.',
          'Strict access control: staff see only what their role needs, and each client can see only their own projects, messages and files.',
          'Portal file uploads restricted to safe document and image types, with a 10 MB size limit; executable files are refused.',
          'Client files stored outside the public website and served only to authorised users.',
          'Regular backups, software updates and monitoring, and confidentiality obligations for all staff and operators.',
        ],
      },
      {
        p: 'If we have reasonable grounds to believe that your personal information has been accessed or acquired by an unauthorised person, we will notify the Information Regulator and you as soon as reasonably possible, as section 22 of POPIA requires, and tell you what we are doing about it.',
      },
      { h2: '11. Cookies' },
      {
        p: 'This website does not use analytics, advertising or other tracking cookies, and we do not embed third-party trackers. The only cookie we set is a strictly necessary session cookie when you sign in to the client portal. It keeps you signed in, cannot be read by scripts on the page, and expires when you sign out or after 24 hours.',
      },
      { h2: '12. Your rights' },
      { p: 'Under POPIA you have the right to:' },
      {
        ul: [
          'Ask whether we hold personal information about you and request a copy of it (section 23).',
          'Ask us to correct or update information that is inaccurate, incomplete or out of date (section 24).',
          'Ask us to delete or destroy information that we are no longer authorised to keep (section 24).',
          'Object to the processing of your personal information on reasonable grounds, and to direct marketing at any time (section 11(3)).',
          'Withdraw your consent at any time.',
          'Lodge a complaint with the Information Regulator.',
        ],
      },
      {
        p: `To exercise any of these rights, email our Information Officer at ${officer.email}. We will verify your identity before acting on a request, to protect your information from others, and we will respond within 30 days. Requests for access are handled free of charge unless a request is manifestly excessive, in which case we will tell you the prescribed fee in advance. Our manual under the Promotion of Access to Information Act (PAIA) is published on this website as the PAIA Manual, linked at the foot of every page.`,
      },
      { h2: '13. Complaints' },
      {
        p: 'If you are unhappy with how we have handled your personal information, please contact us first so that we can try to put it right. You also have the right to lodge a complaint with the Information Regulator (South Africa). Its complaint forms and current contact details are published on its website, https://inforeg.org.za.',
      },
      { h2: '14. Changes to this policy' },
      {
        p: 'We may update this policy when our services, operators or legal requirements change. The current version is always published on this page, and we will notify client portal users by email of any material change.',
      },
      ...PRIVACY_ATTRIBUTION,
    ]),
  ],
}

const termsOfService: SeedPage = {
  slug: 'terms-of-service',
  title: 'Terms of Service',
  seo: {
    title: 'Terms of Service',
    description: `The terms that apply to this website, our quotes, projects, monthly services and the ${brand} client portal, under South African law.`,
  },
  layout: [
    richTextBlock([
      {
        p: `These terms apply to your use of this website, its tools and the client portal, and to the services ${brand} ("we", "us", "our") provides. Please read them carefully. By using the website or accepting a quote you agree to these terms. If we have signed a separate written agreement with you, that agreement takes precedence where it differs from these terms.`,
      },
      { h2: '1. Information about us' },
      {
        p: 'In line with section 43 of the Electronic Communications and Transactions Act 25 of 2002 (ECT Act), we provide the following information:',
      },
      {
        ul: [
          `Name: ${brand}, a digital agency based in South Africa.`,
          `Address: ${address}.`,
          `Email: ${email}.`,
          `Telephone: ${phone}.`,
          'Our company registration number, VAT number and banking details appear on every quotation and tax invoice, and are available on request.',
          'Our Privacy Policy, published at /privacy-policy, explains how we handle personal information.',
        ],
      },
      { h2: '2. Using this website' },
      {
        p: 'You may use this website for lawful purposes only. You may not interfere with its operation, attempt to gain unauthorised access to any part of it, submit false or malicious information through its forms, or use automated means to submit forms or copy its content.',
      },
      {
        p: 'The information on this website is general and may change without notice. The AI project estimator, proposal builder, performance audit, competitor analysis, template gallery and other tools are demonstrations: their results are indicative only and are not a quote, an offer or professional advice.',
      },
      { h2: '3. Quotes and prices' },
      {
        ul: [
          'Prices on this website are starting prices in South African rand (R) and include VAT at the current rate, unless clearly stated otherwise. Quotations and tax invoices show the VAT amount separately.',
          'White-label partner plans and maintenance packages shown in US dollars are billed in US dollars or, on request, in rand at the exchange rate on the date of the invoice.',
          'The final price of a project depends on its agreed scope and is set out in a written quotation.',
          'Quotations are valid for 30 days from the date of issue. After that, prices and availability may change.',
          'A quotation becomes a binding agreement when you accept it in writing (including by email or an electronic signature) and we receive any required deposit.',
        ],
      },
      { h2: '4. Payment terms' },
      {
        ul: [
          'Once-off projects: a 50% deposit is payable before work begins, and the balance before the final hand-over or go-live. Larger projects may be invoiced in agreed milestones instead.',
          'Monthly services such as hosting, maintenance, marketing and cloud management are invoiced monthly in advance.',
          'Consulting work is billed hourly, in 30-minute increments, as set out in the quotation.',
          'Invoices are payable within 7 days of the invoice date by EFT or debit order, unless the quotation states otherwise.',
          "If an invoice is more than 30 days overdue, we may pause work or suspend the affected services after giving you 7 days' written notice. Interest on overdue amounts may be charged at the rate allowed by law.",
        ],
      },
      { h2: '5. Delivering your project' },
      {
        p: 'We will perform our services with reasonable care and skill, within the timelines in the quotation. Timelines depend on you supplying content, access and feedback when agreed; delays on your side may move the delivery date. Each project includes the rounds of revisions stated in the quotation. Changes to the agreed scope are quoted separately and go ahead only with your written approval.',
      },
      { h2: '6. Intellectual property' },
      {
        ul: [
          'Ownership of the custom designs, code and content we create for you transfers to you once the project has been paid for in full. Until then, we grant you a licence to use the work only for reviewing and testing it.',
          'Third-party and open-source components, fonts, images and plugins remain subject to their own licences, which we will identify for you.',
          'We keep ownership of our pre-existing tools, code libraries and know-how, and grant you a perpetual, non-exclusive licence to use them as part of your project.',
          'You confirm that you have the rights to any content, logos and materials you give us, and you indemnify us against claims arising from them.',
          'Unless you ask us not to, we may mention the project in our portfolio once it is public, without disclosing confidential information.',
        ],
      },
      { h2: '7. Client portal: acceptable use' },
      {
        p: 'The client portal is provided to help you follow your projects, exchange messages and files, and give feedback. When you use it you agree to:',
      },
      {
        ul: [
          'Keep your sign-in details confidential and tell us immediately if you suspect that someone else has used your account.',
          "Use the portal only for your own projects with us, and not try to access other clients' information or any part of the portal you are not authorised to use.",
          'Upload only files you are entitled to share: images, PDF, text and Word documents of up to 10 MB each. Executable files and files containing malware are not allowed.',
          'Not upload unlawful, defamatory or offensive content, or personal information of others without a lawful basis.',
          "Not attempt to test, probe or overload the portal's security or performance.",
        ],
      },
      {
        p: 'We record sign-in and upload activity for security purposes. We may suspend portal access that is misused or that puts other clients at risk, and will tell you why.',
      },
      { h2: '8. Monthly services, hosting and domains' },
      {
        p: "Monthly services run from month to month unless the quotation sets a minimum term, and either party may cancel with 30 days' written notice. Domains are registered in your name, and you remain responsible for renewal fees. Where a service carries an uptime guarantee, the service credit described in that guarantee is your remedy for downtime below the guaranteed level.",
      },
      { h2: '9. Your rights as a consumer' },
      {
        p: 'If you are a consumer as defined in the Consumer Protection Act 68 of 2008 (CPA), nothing in these terms limits your rights under the CPA, including your right to services of good quality performed in a timely manner (section 54). Where the ECT Act gives you a cooling-off right for an electronic transaction, you may cancel within 7 days without reason or penalty; the right does not apply to services that began, with your consent, before the end of the cooling-off period. If an agreement resulted from direct marketing, the CPA allows you to cancel within 5 business days.',
      },
      { h2: '10. Limitation of liability' },
      {
        ul: [
          'To the fullest extent permitted by law, we are not liable for indirect or consequential loss, including loss of profit, revenue, data or business opportunity.',
          'Our total liability for any claim relating to a project or service is limited to the fees you paid us for that project or service in the 12 months before the claim arose.',
          'We are not responsible for failures of third-party services outside our control, such as payment gateways, domain registries, app stores, internet providers or the electricity supply, or for events beyond our reasonable control.',
          'These limits do not apply to loss caused by our gross negligence, fraud or wilful misconduct, or where the law does not allow liability to be limited.',
        ],
      },
      { h2: '11. Confidentiality and privacy' },
      {
        p: 'Both parties will keep confidential any non-public business information received from the other, and use it only for the project. We process personal information in accordance with POPIA and our Privacy Policy; where we process personal information on your behalf (for example on a website we host for you), we do so as your operator and only on your instructions.',
      },
      { h2: '12. Ending an engagement' },
      {
        p: 'Either party may end a project agreement by written notice if the other materially breaches it and does not remedy the breach within 14 days of being asked to. If a project ends early, you pay for the work done up to that date, and we hand over the paid-for work in its current state.',
      },
      { h2: '13. Governing law and disputes' },
      {
        p: "These terms are governed by the laws of the Republic of South Africa. If a dispute arises, we will first try to resolve it through good-faith discussion, and, if that fails within 30 days, through mediation. Either party may then refer the dispute to a competent South African court; you consent to the jurisdiction of the Magistrates' Court where it has jurisdiction.",
      },
      { h2: '14. Changes to these terms' },
      {
        p: `We may update these terms from time to time. The version published on this page applies to new quotations and to your continued use of the website and portal; signed agreements are changed only in writing. Questions about these terms can be sent to ${email}.`,
      },
    ]),
  ],
}

/** Legal pages linked from the footer. */
export const pages: SeedPage[] = [privacyPolicy, termsOfService, paiaManual]
