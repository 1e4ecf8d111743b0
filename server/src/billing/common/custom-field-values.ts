/** Custom field values as orders and subscriptions store them: text, number, boolean, a date as ISO text, or null. */
export function storedCustomFieldValues(
  data: Record<string, unknown>,
): Record<string, string | number | boolean | null> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      typeof value === "string" || typeof value === "number" || typeof value === "boolean"
        ? value
        : value instanceof Date
          ? value.toISOString()
          : null,
    ]),
  );
}
