import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { i18n } from "../../../i18n/i18n";
import { authClient } from "../../../lib/auth-client";
import { unwrap } from "../../../lib/errors";

export const adminKeys = {
  all: ["admin"] as const,
  users: (query: UsersQuery) => ["admin", "users", query] as const,
  sessions: (userId: string) => ["admin", "sessions", userId] as const,
};

export type SearchField = "email" | "name";
export const PAGE_SIZE = 20;

export interface UsersQuery {
  search: string;
  field: SearchField;
  page: number;
}

export function useAdminUsers({ search, field, page }: UsersQuery) {
  return useQuery({
    queryKey: adminKeys.users({ search, field, page }),
    queryFn: async () => {
      const result = await authClient.admin.listUsers({
        query: {
          ...(search ? { searchValue: search, searchField: field, searchOperator: "contains" as const } : {}),
          limit: PAGE_SIZE,
          offset: (page - 1) * PAGE_SIZE,
          sortBy: "createdAt",
          sortDirection: "desc",
        },
      });
      return unwrap(result, i18n.t("admin:errors.loadUsers")) ?? { users: [], total: 0 };
    },
    placeholderData: keepPreviousData,
  });
}

/** A listed user; the admin plugin's type leaves out other plugins' fields, which the server returns. */
export type AdminUser = NonNullable<ReturnType<typeof useAdminUsers>["data"]>["users"][number] & {
  twoFactorEnabled?: boolean | null;
};

export function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ["admin", "users"] });
}

export interface NewUser extends Record<string, unknown> {
  name: string;
  email: string;
  password: string;
  role: PlatformRole;
}

export type PlatformRole = "user" | "admin";
export const PLATFORM_ROLES: readonly PlatformRole[] = ["user", "admin"];
/** Each role's name in the admin catalog. */
export const PLATFORM_ROLE_LABELS = { user: "roles.user", admin: "roles.admin" } as const satisfies Record<
  PlatformRole,
  string
>;

/** Plain request for `useServerForm`; call `useInvalidateUsers` after. */
export function createUser(values: NewUser) {
  return authClient.admin.createUser(values);
}

export function setUserPassword(userId: string, newPassword: string) {
  return authClient.admin.setUserPassword({ userId, newPassword });
}

export function banUser(userId: string, banReason: string, banExpiresIn: number | null) {
  return authClient.admin.banUser({
    userId,
    ...(banReason ? { banReason } : {}),
    ...(banExpiresIn ? { banExpiresIn } : {}),
  });
}

export function useUnbanUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (userId: string) =>
      unwrap(await authClient.admin.unbanUser({ userId }), i18n.t("admin:errors.unbanUser")),
    onSettled: invalidate,
  });
}

export function useSetRole() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async ({ userId, role }: { userId: string; role: PlatformRole }) =>
      unwrap(await authClient.admin.setRole({ userId, role }), i18n.t("admin:errors.changeRole")),
    onSettled: invalidate,
  });
}

export function useRemoveUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (userId: string) =>
      unwrap(await authClient.admin.removeUser({ userId }), i18n.t("admin:errors.removeUser")),
    onSettled: invalidate,
  });
}

/** Gatehouse's own admin route: turns off a user's two-factor (lost device), audited on the server. */
export function useResetTwoFactor() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (userId: string) =>
      unwrap(
        await authClient.$fetch<{ success: boolean }>("/admin/reset-two-factor", { method: "POST", body: { userId } }),
        i18n.t("admin:errors.resetTwoFactor"),
      ),
    onSettled: invalidate,
  });
}
