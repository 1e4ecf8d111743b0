import { hasLength, isEmail, isNotEmpty } from "@mantine/form";

/** Defaults of the server's password policy (better-auth: 8..128). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const validateEmail = isEmail("Enter a valid email address");

export const validateNewPassword = hasLength(
  { min: PASSWORD_MIN, max: PASSWORD_MAX },
  `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
);

export const validateRequiredPassword = isNotEmpty("Enter your password");

export const validateName = hasLength({ min: 1, max: 255 }, "Enter your name");

export function validateImageUrl(value: string): string | null {
  if (value.trim() === "") return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? null : "Use an http(s) URL";
  } catch {
    return "Enter a valid URL";
  }
}
