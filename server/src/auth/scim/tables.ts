/**
 * Directory groups mapped to organization roles. A row names its role either as a built-in one
 * (`built_in_role`: admin or member) or as one of the organization's own (`organization_role_id`),
 * never both: held by id, an organization's role keeps its rows when renamed, and takes them
 * with it when deleted. Times as ISO-8601 UTC text.
 */
export type ScimGroupRoleTable = {
  id: string;
  organization_id: string;
  /** The entry's place in the mapping as it was saved. */
  position: number;
  /** The group as it was typed: its display name or its SCIM id. */
  group_name: string;
  /** `group_name` trimmed and lower-cased: what a group's display name or id is matched against. */
  group_key: string;
  built_in_role: string | null;
  organization_role_id: string | null;
  created_at: string;
};

/** A role a member holds because the directory gave it through the mapping: the directory takes back only these. */
export type ScimDirectoryRoleTable = {
  id: string;
  member_id: string;
  built_in_role: string | null;
  organization_role_id: string | null;
  created_at: string;
};

/**
 * A User attribute the directory unset (`displayName` or `name`): the library keeps a derived
 * value in its place, which the SCIM answers leave out while this row exists.
 */
export type ScimUnsetAttributeTable = {
  scim_user_id: string;
  attribute: string;
  created_at: string;
};

export type ScimTables = {
  scim_group_role: ScimGroupRoleTable;
  scim_directory_role: ScimDirectoryRoleTable;
  scim_unset_attribute: ScimUnsetAttributeTable;
};
