/** How the account pages write a date, in the reader's time zone. Pure; for the islands. */
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const momentFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 23, 2026". */
export const formatDay = (iso: string) => dayFormat.format(new Date(iso));

/** "Nov 23, 2026, 6:30 PM". */
export const formatMoment = (iso: string) => momentFormat.format(new Date(iso));
