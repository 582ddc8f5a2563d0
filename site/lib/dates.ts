/** How the account pages write a date: "Nov 23, 2026", in the reader's time zone. Pure; for the islands. */
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatDay = (iso: string) => dayFormat.format(new Date(iso));
