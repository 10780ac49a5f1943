import {
  assertSameOrigin,
  login,
  LOGIN_BODY_MAX_BYTES,
  loginCookieHeaders,
  loginRefusal,
} from "~/services/accounts/index.server";
import { reportWriteFailure, STORAGE_UNAVAILABLE_INIT } from "~/services/backup/index.server";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { bodyProblemResponse, readRequestBody } from "~/services/platform/request-body.server";
import { STORAGE_UNAVAILABLE_SIGN_IN_MESSAGE } from "~/lib/backup/storage-errors";
import { parseLogin } from "~/lib/accounts/login-schema";
import type { Route } from "./+types/login";

/**
 * POST /api/login (docs/behaviour.md#api): `{ username, password }` in, `{ success }`
 * and a session cookie out. An account with two-step sign-in gets no session here:
 * 401 with `secondStep: true` and where to continue (`next`, the second-step page).
 * The fields are the login form's (lib/accounts/login-schema.ts), from JSON or a form;
 * what no login sends (a field not text, or beyond any real one) is refused with 400.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ success: false }, { status: 405, headers: { Allow: "POST" } });
  }
  assertSameOrigin(request);
  const body = await readRequestBody(request, { maxBytes: LOGIN_BODY_MAX_BYTES });
  if (!body.ok) return bodyProblemResponse(body);

  const fields = parseLogin(body.fields);
  if (!fields) return Response.json({ success: false, message: "Login failed!" }, { status: 400 });

  let result: Awaited<ReturnType<typeof login>>;
  try {
    result = await login(
      request,
      { ...fields, address: clientAddress(context) },
      { database: getDatabase(), secret: getConfig().sessionSecret },
    );
  } catch (error) {
    // A sign-in stores its attempt and its session: a full disk answers as every write does.
    if (!reportWriteFailure(error)) throw error;
    return Response.json({ success: false, message: STORAGE_UNAVAILABLE_SIGN_IN_MESSAGE }, STORAGE_UNAVAILABLE_INIT);
  }
  if (result.ok === "second-step") {
    // The password was right; no session until the second step (the page at `next`).
    return Response.json(
      { success: false, secondStep: true, next: result.next, message: "Enter the code from your authenticator app." },
      { status: 401, headers: loginCookieHeaders(result) },
    );
  }
  if (result.ok) {
    return Response.json(
      { success: true, ...(result.stage === "setup" ? { next: result.next } : {}) },
      { headers: loginCookieHeaders(result) },
    );
  }
  if (result.reason !== "invalid")
    return Response.json({ success: false, message: result.message }, loginRefusal(result));
  return Response.json({ success: false, message: "Login failed!" }, { status: 401 });
}

export function loader() {
  return Response.json({ success: false, message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
