import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import {
  assertSameOrigin,
  requireSignedIn,
  registerPasskey,
  registrationOptions,
  relyingParty,
  requireRecentVerification,
  promoteSession,
  firstRecoveryCodes,
} from "~/services/accounts/index.server";
import { storeBrand } from "~/services/settings/index.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { bodyProblemResponse, fieldText, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/account-passkeys";

/**
 * POST /admin/account/passkeys: adding a passkey to one's own account, as JSON for
 * the two-step page's script. `{ step: "options" }` gives the challenge (bound to
 * this session and account); `{ step: "register", response, name }` stores the new
 * passkey. Both need a recent verification of the session (403 with the step's
 * address otherwise). The first second factor of an account also brings its recovery codes,
 * shown once; a session that had to set up two-step sign-in may go everywhere now.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireSignedIn(request, { setup: true });
  assertSameOrigin(request);
  // A new passkey is a new way in: not on a session cookie's word alone.
  requireRecentVerification(request, admin, { next: "/admin/account/two-step", json: true });
  const body = await readRequestBody(request, { maxBytes: 32 * 1024 });
  if (!body.ok) return bodyProblemResponse(body);
  const database = getDatabase();
  const secret = getConfig().sessionSecret;
  const rp = relyingParty(request, (await storeBrand(database)).name);
  const headers = { "Cache-Control": "no-store" };

  if (body.fields.step === "options") {
    const options = await registrationOptions(database, secret, rp, admin, admin.session.idHash);
    return Response.json({ ok: true, options }, { headers });
  }
  if (body.fields.step !== "register" || typeof body.fields.response !== "object" || body.fields.response === null) {
    return Response.json({ ok: false, message: "Unknown step." }, { status: 400, headers });
  }
  const result = await registerPasskey(
    database,
    secret,
    rp,
    admin,
    admin.session.idHash,
    body.fields.response as RegistrationResponseJSON,
    fieldText(body.fields, "name", 60),
    clientAddress(context),
  );
  if (!result.ok) return Response.json(result, { status: 400, headers });
  const recoveryCodes = await firstRecoveryCodes(database, admin.id);
  if (admin.session.stage === "setup") await promoteSession(database, admin.session.idHash);
  return Response.json({ ok: true, recoveryCodes }, { headers });
}

export function loader() {
  return Response.json({ ok: false, message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
