import { useSearchParams } from "react-router";
import { SeatClaimPage } from "../features/portal/components/seat-claim-page";

/** `/seats/claim?token=…`: a seat's invitation mail link (public, the seller's layout). */
export default function SeatClaimRoute() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  return <SeatClaimPage key={token} token={token} />;
}
