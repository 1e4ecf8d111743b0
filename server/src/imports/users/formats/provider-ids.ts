/**
 * Gatehouse's id for a social or enterprise provider an origin names its own way: the origin's
 * alias when it has one (Auth0's "google-oauth2" is "google"), else the origin's name made into a
 * provider id (lower-case letters, digits and dashes), which an operator can configure under that id.
 */
export function gatehouseProviderId(originName: string, aliases: Readonly<Record<string, string>>): string {
  return (
    aliases[originName] ??
    originName
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, "-")
      .replace(/^-+|-+$/g, "")
  );
}
