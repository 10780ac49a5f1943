import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import {
  assertSameOrigin,
  loginRefusal,
  requireSignedIn,
  verifyPasskeyOptions,
  verifyWithPasskey,
} from "~/services/accounts/index.server";
import { safeNext } from "~/lib/accounts/recent-verification";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { bodyProblemResponse, fieldText, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/account-verify-passkey";

/**
 * POST /admin/account/verify/passkey: the "verify it's you" step with a passkey, as
 * JSON for the step page's script. `{ step: "options" }` gives a challenge bound to
 * this session and account (only its passkeys); `{ step: "verify", response, next }`
 * checks the answer through the login throttle and records the verification.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireSignedIn(request, { setup: true });
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 32 * 1024 });
  if (!body.ok) return bodyProblemResponse(body);
  const database = getDatabase();
  const secret = getConfig().sessionSecret;
  const headers = { "Cache-Control": "no-store" };

  if (body.fields.step === "options") {
    return Response.json(
      { ok: true, options: await verifyPasskeyOptions(request, admin, database, secret) },
      { headers },
    );
  }
  if (body.fields.step !== "verify" || typeof body.fields.response !== "object" || body.fields.response === null) {
    return Response.json({ ok: false, message: "Unknown step." }, { status: 400, headers });
  }
  const result = await verifyWithPasskey(request, admin, body.fields.response as AuthenticationResponseJSON, {
    database,
    secret,
    address: clientAddress(context),
  });
  if (result.ok) return Response.json({ ok: true, next: safeNext(fieldText(body.fields, "next", 200)) }, { headers });
  if (result.reason === "wrong") {
    return Response.json({ ok: false, message: "That passkey was not accepted." }, { status: 401, headers });
  }
  return Response.json({ ok: false, message: result.message }, loginRefusal(result));
}

export function loader() {
  return Response.json({ ok: false, message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
