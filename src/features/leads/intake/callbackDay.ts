import { format } from 'date-fns'

/** 'Tuesday, 1 December 2026' for a day as the agency-zone calendar hands it over. */
export const formatCallbackDay = (day: Date): string => format(day, 'EEEE, d MMMM yyyy')
