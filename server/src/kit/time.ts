/** ISO-8601 UTC text, the form Gatehouse's own tables store times in. */
export const isoNow = (offsetMs = 0): string => new Date(Date.now() + offsetMs).toISOString();
