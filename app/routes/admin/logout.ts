import { redirect } from "react-router";
import { assertSameOrigin, logout } from "~/services/accounts/index.server";
import type { Route } from "./+types/logout";

/** "Log out": a POST from our own pages ends the session on the server. */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const clear = await logout(request);
  return redirect("/admin", { headers: { "Set-Cookie": clear } });
}

/** A GET must not log anyone out (a link on another site could): back to the staff area. */
export function loader() {
  return redirect("/admin");
}
