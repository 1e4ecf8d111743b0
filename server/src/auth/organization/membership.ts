export { isMember, memberRoles } from "../../membership/repository.ts";
export { clearActiveOrganization } from "./repository.ts";
