import { enquiryLead } from '@/features/leads/intake/enquiryLead'
import { leadEndpoint } from '@/features/leads/intake/leadEndpoint'

/** POST /forms/enquiry: the enquiry form over HTTP (see leadEndpoint). */
export const POST = leadEndpoint(enquiryLead)
