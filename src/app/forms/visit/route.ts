import { receiveVisit } from '@/features/leads/visits/visitEndpoint'

/** POST /forms/visit: the page-view beacon (see receiveVisit). */
export const POST = receiveVisit
