/** The foreign format `stored` is a well-formed hash of, or null (Gatehouse's own scrypt, or nothing known). */
export function foreignHashFormat(stored: string): ForeignHashFormat | null;

/** Whether `password` is the one `stored` was made from; false for a hash of no known foreign format. */
export function verifyForeignHash(stored: string, password: string): boolean;

export type ForeignHashFormat = "bcrypt" | "argon2" | "django-pbkdf2" | "pbkdf2" | "firebase-scrypt" | "legacy-digest";
