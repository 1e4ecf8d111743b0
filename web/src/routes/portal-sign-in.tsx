import { useParams, useSearchParams } from "react-router";
import { PortalSignIn } from "../features/portal/components/portal-sign-in";

/** `/portal/:organizationSlug`: sign in to a seller's customer portal by email. */
export default function PortalSignInRoute() {
  const { organizationSlug = "" } = useParams();
  const [params] = useSearchParams();
  // The code mail's link says the code was sent (`sent=1`): its page asks for the code.
  return (
    <PortalSignIn
      key={organizationSlug}
      organizationSlug={organizationSlug}
      initialEmail={params.get("email") ?? ""}
      codeSent={params.get("sent") === "1"}
    />
  );
}
