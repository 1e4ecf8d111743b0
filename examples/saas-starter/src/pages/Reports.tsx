import { Protect } from "@gatehouse/react";
import { useEffect, useState } from "react";
import { Link } from "../router";

type Report = { title: string; rows: { month: string; signups: number; revenue: number }[] };
type Loaded = { status: "loading" } | { status: "error"; message: string } | { status: "done"; report: Report };

export function Reports() {
  return (
    <section>
      <h1>Reports</h1>
      <Protect feature="reports" fallback={<UpgradePrompt />}>
        <ReportTable />
      </Protect>
    </section>
  );
}

function UpgradePrompt() {
  return (
    <div className="callout" role="note">
      <h2>Reports come with Pro</h2>
      <p>Upgrade to see your monthly sign-ups and revenue.</p>
      <Link href="/pricing" className="button">
        See the plans
      </Link>
    </div>
  );
}

/** The report itself comes from our API, which checks the plan again: the page alone proves nothing. */
function ReportTable() {
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  useEffect(() => {
    let current = true;
    fetch("/api/reports")
      .then(async (response) => {
        const body = await response.json();
        if (!response.ok) throw new Error(body.message ?? `The API answered ${response.status}`);
        if (current) setLoaded({ status: "done", report: body });
      })
      .catch((error: Error) => current && setLoaded({ status: "error", message: error.message }));
    return () => {
      current = false;
    };
  }, []);

  if (loaded.status === "loading") return <p role="status">Loading the report…</p>;
  if (loaded.status === "error") return <p role="alert">The report could not be loaded: {loaded.message}</p>;
  const money = new Intl.NumberFormat(undefined, { style: "currency", currency: "USD" });
  return (
    <table>
      <caption>{loaded.report.title}</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Sign-ups</th>
          <th scope="col">Revenue</th>
        </tr>
      </thead>
      <tbody>
        {loaded.report.rows.map((row) => (
          <tr key={row.month}>
            <th scope="row">{row.month}</th>
            <td>{row.signups}</td>
            <td>{money.format(row.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
