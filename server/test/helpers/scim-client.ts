/**
 * A SCIM 2.0 client as a directory (Okta, Entra ID) is one, following RFC 7644: bearer token,
 * `application/scim+json`, resources under the service provider's base URL, list queries with
 * `filter`, `startIndex` and `count`, PATCH with `PatchOp` operations.
 */
export const SCIM_USER = "urn:ietf:params:scim:schemas:core:2.0:User";
export const SCIM_GROUP = "urn:ietf:params:scim:schemas:core:2.0:Group";
export const SCIM_LIST = "urn:ietf:params:scim:api:messages:2.0:ListResponse";
export const SCIM_PATCH = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
export const SCIM_ERROR = "urn:ietf:params:scim:api:messages:2.0:Error";

export type ScimResponse<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };
export type ScimList<T = Record<string, unknown>> = {
  schemas: string[];
  totalResults: number;
  startIndex: number;
  itemsPerPage: number;
  Resources: T[];
};
export type ScimUser = {
  id: string;
  userName: string;
  externalId?: string;
  active: boolean;
  displayName?: string;
  name?: { givenName?: string; familyName?: string; formatted?: string };
  emails?: Array<{ value: string; primary?: boolean; type?: string }>;
  meta: { resourceType: string; location: string };
};
export type ScimGroup = {
  id: string;
  displayName: string;
  members?: Array<{ value: string }>;
  meta: { location: string };
};
export type PatchOperation = { op: "add" | "remove" | "replace"; path?: string; value?: unknown };

export class ScimClient {
  constructor(
    readonly baseUrl: string,
    readonly token: string,
  ) {}

  async request<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<ScimResponse<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${this.token}`,
        accept: "application/scim+json",
        ...(body === undefined ? {} : { "content-type": "application/scim+json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  }

  createUser(user: Omit<ScimUser, "id" | "meta" | "active"> & { active?: boolean }) {
    return this.request<ScimUser>("POST", "/Users", { schemas: [SCIM_USER], ...user });
  }
  getUser(id: string) {
    return this.request<ScimUser>("GET", `/Users/${id}`);
  }
  listUsers(query: { filter?: string; startIndex?: number; count?: number } = {}) {
    return this.request<ScimList<ScimUser>>("GET", `/Users${queryOf(query)}`);
  }
  replaceUser(id: string, user: Omit<ScimUser, "id" | "meta">) {
    return this.request<ScimUser>("PUT", `/Users/${id}`, { schemas: [SCIM_USER], ...user });
  }
  patchUser(id: string, operations: PatchOperation[]) {
    return this.request<ScimUser>("PATCH", `/Users/${id}`, { schemas: [SCIM_PATCH], Operations: operations });
  }
  deleteUser(id: string) {
    return this.request<null>("DELETE", `/Users/${id}`);
  }
  createGroup(displayName: string, memberIds: string[] = []) {
    return this.request<ScimGroup>("POST", "/Groups", {
      schemas: [SCIM_GROUP],
      displayName,
      members: memberIds.map((value) => ({ value })),
    });
  }
  listGroups(query: { filter?: string; startIndex?: number; count?: number } = {}) {
    return this.request<ScimList<ScimGroup>>("GET", `/Groups${queryOf(query)}`);
  }
  patchGroup(id: string, operations: PatchOperation[]) {
    return this.request<ScimGroup>("PATCH", `/Groups/${id}`, { schemas: [SCIM_PATCH], Operations: operations });
  }
  deleteGroup(id: string) {
    return this.request<null>("DELETE", `/Groups/${id}`);
  }
}

function queryOf(query: Record<string, string | number | undefined>): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return entries.length === 0 ? "" : `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}`;
}
