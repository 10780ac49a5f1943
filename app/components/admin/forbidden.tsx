import { isRouteErrorResponse, Link } from "react-router";

/** A 403 thrown by the guard (app/services/accounts/auth.server.ts `forbidden`). */
export function isForbidden(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 403;
}

/** The staff area's 403 page: a screen or action the account's role may not use. */
export function Forbidden() {
  return (
    <div className="mx-auto max-w-3xl" data-testid="forbidden">
      <title>Not allowed | Staff</title>
      <p className="font-display text-6xl text-brass-deep">403</p>
      <h1 className="mt-2 text-3xl">Only the owner can do this</h1>
      <p className="mt-2 text-ink-soft">
        Your account is for the day&apos;s work: the inbox, orders, customers, products and collections. Ask the owner
        if you need this.
      </p>
      <Link
        to="/admin/dashboard"
        className="mt-4 inline-flex min-h-11 items-center text-brass-deep underline underline-offset-4"
      >
        Back to the dashboard
      </Link>
    </div>
  );
}

/** Any other failure inside the staff area, with the sidebar still there to go elsewhere. */
export function StaffError({ status }: { status: number }) {
  const missing = status === 404;
  return (
    <div className="mx-auto max-w-3xl">
      <title>{missing ? "Not found | Staff" : "Error | Staff"}</title>
      <p className="font-display text-6xl text-brass-deep">{status}</p>
      <h1 className="mt-2 text-3xl">{missing ? "This page does not exist" : "Something went wrong"}</h1>
      <p className="mt-2 text-ink-soft">
        {missing ? "It may have been deleted." : "Nothing was saved by this error. Reload the page and try again."}
      </p>
      <Link
        to="/admin/dashboard"
        className="mt-4 inline-flex min-h-11 items-center text-brass-deep underline underline-offset-4"
      >
        Back to the dashboard
      </Link>
    </div>
  );
}
