import { enquiryLead } from '@/lib/leads/enquiryLead'
import { leadEndpoint } from '@/lib/leads/leadEndpoint'

/** POST /forms/enquiry: the enquiry form over HTTP (see leadEndpoint). */
export const POST = leadEndpoint(enquiryLead)
