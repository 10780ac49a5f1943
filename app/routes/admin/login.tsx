import { AlertCircle, Loader2, LockKeyhole } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { data, redirect, useFetcher, useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { BrandMark } from "~/components/layout/brand-mark";
import { ToastHost } from "~/components/ui/toast-host";
import { useMounted } from "~/components/ui/use-mounted";
import { store } from "~/content/store";
import {
  assertSameOrigin,
  currentAdmin,
  login,
  LOGIN_BODY_MAX_BYTES,
  loginCookieHeaders,
  loginRefusal,
} from "~/services/auth.server";
import { clientAddress } from "~/services/client-address.server";
import { getConfig } from "~/services/config.server";
import { getDatabase } from "~/services/db.server";
import { readRequestBody } from "~/services/request-body.server";
import type { Route } from "./+types/login";
import { log } from "~/services/log.server";

export const meta = () => [{ title: `Staff Login | ${store.name}` }, { name: "robots", content: "noindex, nofollow" }];

type LoginResult = { ok: true } | { ok: false; message: string };

export async function loader({ request }: Route.LoaderArgs) {
  if (await currentAdmin(request)) throw redirect("/admin/dashboard");
  return null;
}

/**
 * Works without JavaScript (a plain POST, then a redirect); with it, the form sends
 * `enhanced` and gets a result to toast before moving on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  try {
    const body = await readRequestBody(request, { maxBytes: LOGIN_BODY_MAX_BYTES });
    if (!body.ok)
      return data<LoginResult>({ ok: false, message: "Login failed!" }, { status: body.status, headers: body.headers });
    const result = await login(
      request,
      {
        username: body.fields.username,
        password: body.fields.password,
        address: clientAddress(context),
      },
      { database: getDatabase(), secret: getConfig().sessionSecret },
    );
    if (result.ok) {
      const headers = loginCookieHeaders(result);
      if (body.fields.enhanced === "1") return data<LoginResult>({ ok: true }, { headers });
      throw redirect("/admin/dashboard", { headers });
    }
    if (result.reason !== "invalid")
      return data<LoginResult>({ ok: false, message: result.message }, loginRefusal(result));
    return data<LoginResult>({ ok: false, message: "Login failed!" }, { status: 401 });
  } catch (error) {
    if (error instanceof Response) throw error;
    log.error("login_error", { error: String(error) });
    return data<LoginResult>({ ok: false, message: "Server error during login" }, { status: 500 });
  }
}

/** A login never waits forever, and a failed request says so instead of showing an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<LoginResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<LoginResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, message: "Server error during login" }), 15_000);
  });
  try {
    return await Promise.race([serverAction() as Promise<LoginResult>, timeout]);
  } catch (error) {
    console.error("Login request failed", error);
    return { ok: false, message: "Server error during login" };
  } finally {
    clearTimeout(timer);
  }
}

const inputStyles =
  "mt-2 block w-full rounded-card border border-line bg-paper px-4 py-3 text-base text-ink focus:border-brass-deep focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brass-deep";

export default function Login({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<LoginResult>({ key: "staff-login" });
  const navigate = useNavigate();
  const mounted = useMounted();
  const id = useId();
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
        <BrandMark />
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
          {mounted && <input type="hidden" name="enhanced" value="1" />}
          <div>
            <label htmlFor={`${id}-username`} className="text-sm font-medium text-ink">
              Username
            </label>
            <input
              id={`${id}-username`}
              name="username"
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              className={inputStyles}
            />
          </div>
          <div>
            <label htmlFor={`${id}-password`} className="text-sm font-medium text-ink">
              Password
            </label>
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              className={inputStyles}
            />
          </div>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-card bg-ink px-6 text-sm font-semibold tracking-wide text-ivory transition-colors hover:bg-[#26314a] disabled:opacity-70"
          >
            {busy && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" strokeWidth={1.75} />}
            Login
          </button>
        </fetcher.Form>
        <p className="mt-6 text-center text-xs text-ink-soft">
          <a href="/" className="underline-offset-4 hover:underline">
            Back to {store.name}
          </a>
        </p>
      </div>
      <ToastHost />
    </main>
  );
}
