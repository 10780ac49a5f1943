import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import {
  assertSameOrigin,
  loginCookieHeaders,
  loginRefusal,
  passkeyOptions,
  passkeySignIn,
} from "~/services/accounts/index.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { bodyProblemResponse, readRequestBody } from "~/services/platform/request-body.server";
import type { Route } from "./+types/passkey";

/**
 * POST /admin/passkey: the two halves of a passkey sign-in, as JSON for the login
 * and second-step pages' script. `{ step: "options", purpose }` gives the challenge
 * (bound to this browser, or to the waiting sign-in); `{ step: "verify", purpose,
 * response }` checks the browser's answer and signs in. No session is needed: this
 * is how one starts.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: 32 * 1024 });
  if (!body.ok) return bodyProblemResponse(body);
  const purpose = body.fields.purpose === "second-step" ? "second-step" : "sign-in";
  const options = { database: getDatabase(), secret: getConfig().sessionSecret };
  const noStore = { "Cache-Control": "no-store" };

  if (body.fields.step === "options") {
    const result = await passkeyOptions(request, purpose, options);
    if (!result) {
      return Response.json(
        { ok: false, message: "Sign in with your password again." },
        { status: 401, headers: noStore },
      );
    }
    const headers = loginCookieHeaders(result);
    headers.set("Cache-Control", "no-store");
    return Response.json({ ok: true, options: result.options }, { headers });
  }
  if (body.fields.step !== "verify" || typeof body.fields.response !== "object" || body.fields.response === null) {
    return Response.json({ ok: false, message: "Unknown step." }, { status: 400, headers: noStore });
  }
  const result = await passkeySignIn(
    request,
    purpose,
    body.fields.response as AuthenticationResponseJSON,
    clientAddress(context),
    options,
  );
  if (result.ok) {
    const headers = loginCookieHeaders(result);
    headers.set("Cache-Control", "no-store");
    return Response.json({ ok: true, next: "/admin/dashboard" }, { headers });
  }
  if (result.reason === "throttled") {
    return Response.json({ ok: false, message: result.message }, loginRefusal(result));
  }
  return Response.json(
    {
      ok: false,
      message:
        result.reason === "expired"
          ? "That took too long. Try again."
          : "That passkey was not accepted. Use another, or your password.",
    },
    { status: 401, headers: noStore },
  );
}

export function loader() {
  return Response.json({ ok: false, message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
