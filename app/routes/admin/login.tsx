import { AlertCircle, Loader2, LockKeyhole } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, href, redirect, useFetcher, useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { BrandMark } from "~/components/layout/brand-mark";
import { ToastHost } from "~/components/ui/toast-host";
import { Field, Input } from "~/components/ui/field";
import { currentSettings, storeFacts } from "~/services/settings/settings.server";
import {
  assertSameOrigin,
  currentAdmin,
  login,
  LOGIN_BODY_MAX_BYTES,
  loginCookieHeaders,
  loginRefusal,
} from "~/services/accounts/auth.server";
import { LOGIN_LIMITS, parseLogin } from "~/lib/accounts/login-schema";
import { postWithTimeout, urlEncoded } from "~/lib/ui/request-timeout";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { readRequestBody } from "~/services/platform/request-body.server";
import { staffStylesheets } from "~/components/admin/staff-stylesheets";
import type { Route } from "./+types/login";
import { log } from "~/services/platform/log.server";
import { Button } from "~/components/ui/button";

export const links: Route.LinksFunction = staffStylesheets;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Staff Login | ${loaderData?.store.name ?? ""}` },
  { name: "robots", content: "noindex, nofollow" },
];

type LoginResult = { ok: true } | { ok: false; message: string };

/** SPEC §4's two failure messages. */
const LOGIN_FAILED = "Login failed!";
const SERVER_ERROR = "Server error during login";

export async function loader({ request }: Route.LoaderArgs) {
  if (await currentAdmin(request)) throw redirect("/admin/dashboard");
  const store = storeFacts(await currentSettings());
  return { store: { name: store.name, foundedYear: store.foundedYear } };
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
    if (!body.ok)
      return data<LoginResult>({ ok: false, message: LOGIN_FAILED }, { status: body.status, headers: body.headers });
    const fields = parseLogin(body.fields);
    if (!fields) return data<LoginResult>({ ok: false, message: LOGIN_FAILED }, { status: 400 });
    const result = await login(
      request,
      { ...fields, address: clientAddress(context) },
      { database: getDatabase(), secret: getConfig().sessionSecret },
    );
    if (result.ok) throw redirect(href("/admin/dashboard"), { headers: loginCookieHeaders(result) });
    if (result.reason !== "invalid")
      return data<LoginResult>({ ok: false, message: result.message }, loginRefusal(result));
    return data<LoginResult>({ ok: false, message: LOGIN_FAILED }, { status: 401 });
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("login_error", { error: String(error) });
    return data<LoginResult>({ ok: false, message: SERVER_ERROR }, { status: 500 });
  }
}

/**
 * With JavaScript: the spec's POST /api/login, cancelled if it takes longer than
 * REQUEST_TIMEOUT_MS; every failure becomes a message the page can show.
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<LoginResult> {
  const outcome = await postWithTimeout(href("/api/login"), urlEncoded(await request.formData()), {
    signal: request.signal,
  });
  if (outcome.kind !== "answered") {
    if (outcome.kind === "failed") console.error("Login request failed", outcome.error);
    return { ok: false, message: SERVER_ERROR };
  }
  const body = (outcome.body ?? {}) as { success?: unknown; message?: unknown };
  if (outcome.status === 200 && body.success === true) return { ok: true };
  if (outcome.status === 401 || outcome.status === 400) return { ok: false, message: LOGIN_FAILED };
  if (outcome.status === 429 && typeof body.message === "string") return { ok: false, message: body.message };
  return { ok: false, message: SERVER_ERROR };
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { store } = loaderData;
  const fetcher = useFetcher<LoginResult>({ key: "staff-login" });
  const navigate = useNavigate();
  const busy = fetcher.state !== "idle";
  const handled = useRef<unknown>(null);
  const result = fetcher.data ?? actionData;

  useEffect(() => {
    const r = fetcher.data;
    if (!r || fetcher.state !== "idle" || handled.current === r) return;
    handled.current = r;
    if (r.ok) {
      // The toast is shown by the staff layout, which survives this navigation.
      navigate("/admin/dashboard", { state: { toast: "Login successful!" } });
    } else {
      toast.error(r.message);
    }
  });

  return (
    <main className="relative flex min-h-screen items-center justify-center bg-ink px-4 py-12">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_20%_10%,rgba(195,155,87,0.2),transparent_50%)]"
      />
      <div className="relative w-full max-w-md rounded-card bg-paper p-8 shadow-2xl sm:p-10">
        <BrandMark name={store.name} since={store.foundedYear} />
        <div className="mt-8 flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-sand text-brass-deep">
            <LockKeyhole aria-hidden="true" className="h-5 w-5" strokeWidth={1.75} />
          </span>
          <div>
            <h1 className="text-3xl leading-none">Staff Login</h1>
            <p className="mt-1 text-sm text-ink-soft">For store staff only.</p>
          </div>
        </div>

        {result && !result.ok && (
          <p
            role="alert"
            className="mt-6 flex items-start gap-2 rounded-card border border-danger/40 bg-danger/5 p-3 text-sm text-ink"
          >
            <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-danger" strokeWidth={1.75} />
            {result.message}
          </p>
        )}

        <fetcher.Form method="post" className="mt-6 space-y-5">
          <Field label="Username">
            <Input
              name="username"
              type="text"
              autoComplete="username"
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
        <p className="mt-6 text-center text-xs text-ink-soft">
          <a href={href("/")} className="underline-offset-4 hover:underline">
            Back to {store.name}
          </a>
        </p>
      </div>
      <ToastHost />
    </main>
  );
}
