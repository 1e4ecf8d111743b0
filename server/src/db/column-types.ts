/** How the dialects store booleans (SQLite 0/1, PostgreSQL boolean) and times (ISO text or timestamptz). */
export type Bool = boolean | number;
export type Timestamp = Date | string;

/** A stored boolean as a boolean, on either dialect. */
export const isTrue = (value: Bool | null | undefined): boolean => value === true || value === 1;
