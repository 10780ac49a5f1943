import { AlertCircle, Loader2, LockKeyhole } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, href, redirect, useFetcher, useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { AuthCard, AuthMessage, authTitle } from "~/components/admin/auth-card";
import { Field, Input } from "~/components/ui/field";
import { storeBrand } from "~/services/settings/index.server";
import {
  assertSameOrigin,
  currentAdmin,
  login,
  LOGIN_BODY_MAX_BYTES,
  loginCookieHeaders,
  loginRefusal,
} from "~/services/accounts/index.server";
import { reportWriteFailure, STORAGE_UNAVAILABLE_INIT } from "~/services/backup/index.server";
import { formRefusal, replyMessage } from "~/lib/accounts/account-replies";
import { LOGIN_LIMITS, loginSchema } from "~/lib/accounts/login-schema";
import { readSubmission } from "~/lib/forms/submission";
import { type FormReply } from "~/lib/forms/reply";
import { postWithTimeout, urlEncoded } from "~/lib/ui/request-timeout";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { formValues, readRequestBody } from "~/services/platform/request-body.server";
import { staffStylesheets } from "~/components/admin/staff-stylesheets";
import { STORAGE_UNAVAILABLE_SIGN_IN_MESSAGE } from "~/lib/backup/storage-errors";
import type { Route } from "./+types/login";
import { log } from "~/services/platform/log.server";
import { Button } from "~/components/ui/button";
import { PasskeySignIn } from "~/components/admin/passkey-sign-in";

export const links: Route.LinksFunction = staffStylesheets;

/** A refused sign-in's Retry-After (a throttle, a busy hash queue, a full disk) reaches the browser. */
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: authTitle("Staff Login", loaderData?.brand) },
  { name: "robots", content: "noindex, nofollow" },
];

/** A refused login is a form's reply (its message for the whole form); a signed-in one says where to go. */
type LoginResult = FormReply & { next?: string };

const signedIn = (next: string): LoginResult => ({ status: "success", next });

/** The two failure messages (docs/behaviour.md#staff-login). */
const LOGIN_FAILED = "Login failed!";
const SERVER_ERROR = "Server error during login";

/** Notices a page sends people here with (an account made, a password set, a second step timed out). */
const NOTICES: Record<string, string> = {
  ready: "Your account is ready. Sign in with your new username and password.",
  "password-set": "Your new password is set, and every device was signed out. Sign in with it.",
  expired: "That took too long. Sign in again.",
};

export async function loader({ request }: Route.LoaderArgs) {
  if (await currentAdmin(request)) throw redirect("/admin/dashboard");
  const notice = new URL(request.url).searchParams.get("notice") ?? "";
  return { notice: Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : null, brand: await storeBrand() };
}

/**
 * The form's POST without JavaScript: a plain POST, then a redirect (or the page
 * again with the message). With JavaScript, `clientAction` below sends the same
 * fields to POST /api/login, which answers the same way.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  try {
    const body = await readRequestBody(request, { maxBytes: LOGIN_BODY_MAX_BYTES });
    if (!body.ok) return data<LoginResult>(formRefusal(LOGIN_FAILED), { status: body.status, headers: body.headers });
    const submission = readSubmission(formValues(body), loginSchema);
    if (submission.status !== "success") return data<LoginResult>(formRefusal(LOGIN_FAILED), { status: 400 });
    const result = await login(
      request,
      { ...submission.value, address: clientAddress(context) },
      { database: getDatabase(), secret: getConfig().sessionSecret },
    );
    if (result.ok) throw redirect(result.next, { headers: loginCookieHeaders(result) });
    if (result.reason !== "invalid") return data<LoginResult>(formRefusal(result.message), loginRefusal(result));
    return data<LoginResult>(formRefusal(LOGIN_FAILED), { status: 401 });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (reportWriteFailure(error)) {
      return data<LoginResult>(formRefusal(STORAGE_UNAVAILABLE_SIGN_IN_MESSAGE), STORAGE_UNAVAILABLE_INIT);
    }
    log.error("login_error", { error: String(error) });
    return data<LoginResult>(formRefusal(SERVER_ERROR), { status: 500 });
  }
}

/**
 * With JavaScript: POST /api/login (docs/behaviour.md#api), cancelled if it takes longer than
 * REQUEST_TIMEOUT_MS; every failure becomes a message the page can show.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<LoginResult> {
  const outcome = await postWithTimeout(href("/api/login"), urlEncoded(await request.formData()), {
    signal: request.signal,
  });
  if (outcome.kind !== "answered") {
    if (outcome.kind === "failed") console.error("Login request failed", outcome.error);
    return formRefusal(SERVER_ERROR);
  }
  const body = (outcome.body ?? {}) as { success?: unknown; message?: unknown; next?: unknown; secondStep?: unknown };
  const next = typeof body.next === "string" && body.next.startsWith("/admin/") ? body.next : href("/admin/dashboard");
  if (outcome.status === 200 && body.success === true) return signedIn(next);
  if (outcome.status === 401 && body.secondStep === true) return signedIn(next);
  if (outcome.status === 401 || outcome.status === 400) return formRefusal(LOGIN_FAILED);
  if ((outcome.status === 429 || outcome.status === 503) && typeof body.message === "string")
    return formRefusal(body.message);
  return formRefusal(SERVER_ERROR);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<LoginResult>({ key: "staff-login" });
  const navigate = useNavigate();
  const busy = fetcher.state !== "idle";
  const handled = useRef<unknown>(null);
  const result = fetcher.data ?? actionData;

  useEffect(() => {
    const r = fetcher.data;
    if (!r || fetcher.state !== "idle" || handled.current === r) return;
    handled.current = r;
    if (r.next) {
      // The toast is shown by the staff layout, which survives this navigation.
      navigate(r.next, r.next === "/admin/dashboard" ? { state: { toast: "Login successful!" } } : undefined);
    } else {
      toast.error(replyMessage(r) ?? SERVER_ERROR);
    }
  });

  return (
    <AuthCard
      brand={loaderData.brand}
      Icon={LockKeyhole}
      title="Staff Login"
      lead="For store staff only."
      footer={
        <a href={href("/")} className="underline-offset-4 hover:underline">
          Back to {loaderData.brand.name}
        </a>
      }
    >
      {loaderData?.notice && !result && <AuthMessage tone="info">{loaderData.notice}</AuthMessage>}
      {result && !result.next && (
        <p
          role="alert"
          className="mt-6 flex items-start gap-2 rounded-card border border-danger/40 bg-danger/5 p-3 text-sm text-ink"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-danger" strokeWidth={1.75} />
          {replyMessage(result)}
        </p>
      )}

      <fetcher.Form method="post" className="mt-6 space-y-5">
        <Field label="Username">
          <Input
            name="username"
            type="text"
            autoComplete="username webauthn"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={LOGIN_LIMITS.username}
          />
        </Field>
        <Field label="Password">
          <Input name="password" type="password" autoComplete="current-password" maxLength={LOGIN_LIMITS.password} />
        </Field>
        <Button type="submit" variant="dark" size="lg" disabled={busy} className="w-full">
          {busy && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" strokeWidth={1.75} />}
          Login
        </Button>
      </fetcher.Form>
      <PasskeySignIn purpose="sign-in" className="mt-3" />
    </AuthCard>
  );
}
