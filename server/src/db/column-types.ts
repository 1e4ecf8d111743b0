/** How the dialects store booleans (SQLite 0/1, PostgreSQL boolean) and times (ISO text or timestamptz). */
export type Bool = boolean | number;
export type Timestamp = Date | string;
