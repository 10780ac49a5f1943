import { Navigation, Phone } from "lucide-react";
import { startTransition, useState, type MouseEvent } from "react";
import { data, href, type ShouldRevalidateFunctionArgs } from "react-router";
import { ContactForm, type ContactActionResult } from "~/components/contact/contact-form";
import { cardLink, ContactMethods, iconProps, QuickWhatsApp, TravelTips } from "~/components/contact/contact-sections";
import { DirectionsSection, loadDirections } from "~/components/contact/lazy-directions";
import { StoreDetails } from "~/components/site/store-details";
import { buttonVariants } from "~/components/ui/button-variants";
import { ToastHost } from "~/components/ui/toast-host";
import { DIRECTIONS_ID } from "~/content/contact";
import { CONSULTATION_FORM_ID } from "~/content/navigation";
import { shellOf, useStore } from "~/components/site/site-context";
import { cn } from "~/lib/ui/cn";
import { CONTACT_LIMITS } from "~/lib/contact/contact-fields";
import { replyFromErrors } from "~/lib/forms/reply";
import { pageLanguage } from "~/lib/intake/language";
import { postContact, type ContactApiAnswer } from "~/lib/contact/post-contact";
import { telLink } from "~/lib/contact/links";
import { pageMeta } from "~/lib/seo/seo";
import { clientAddress } from "~/services/platform/client-address.server";
import { getConfig } from "~/services/platform/config.server";
import { getDatabase } from "~/services/platform/db.server";
import { issueFormToken } from "~/services/platform/form-token.server";
import { CONTACT_BODY_MAX_BYTES, readContact, submitContact } from "~/services/inbox/index.server";
import { PER_VISITOR_HEADERS, type CachedPageHandle } from "~/services/page-cache/index.server";
import { reportWriteFailure, STORAGE_UNAVAILABLE_INIT } from "~/services/backup/index.server";
import { readRequestBody } from "~/services/platform/request-body.server";
import { STORAGE_UNAVAILABLE_MESSAGE } from "~/lib/backup/storage-errors";
import type { Route } from "./+types/contact";
import { pageFor } from "~/content/routes-meta";

/** The page cache keys this page on these query parameters only. */
export const handle: CachedPageHandle = { query: ["directions"] };

export const meta: Route.MetaFunction = ({ matches }) => {
  const shell = shellOf(matches);
  const page = pageFor("/contact")!;
  return pageMeta(
    shell.store ? { ...page, description: `${page.description} We reply ${shell.store.replyPromise}.` } : page,
    shell,
  );
};

/**
 * Rendered per request and never shared (not prerendered, not in the page cache): the
 * form carries a freshly signed timestamp for this visitor.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const showDirections = new URL(request.url).searchParams.get("directions") === "1";
  if (showDirections) await loadDirections();
  return data(
    { formToken: issueFormToken(getConfig().sessionSecret), showDirections },
    { headers: PER_VISITOR_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", loaderHeaders.get("Cache-Control") ?? PER_VISITOR_HEADERS["Cache-Control"]);
  return headers;
};

const TOO_LONG = "Your message is too long. Please shorten it.";

/** The form's POST, with or without JavaScript. Same checks and store as POST /api/contact. */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readRequestBody(request, { maxBytes: CONTACT_BODY_MAX_BYTES });
  if (!body.ok) {
    const message = body.status === 413 ? TOO_LONG : "Please try again later.";
    return data<ContactActionResult>(
      { ok: false, kind: "refused", message },
      { status: body.status, headers: body.headers },
    );
  }
  const config = getConfig();
  // Every refusal's reply carries what was typed: the no-JS page comes back with it, so nothing has to be written twice.
  const submission = readContact(body.fields);
  let outcome;
  try {
    outcome = await submitContact(getDatabase(), body.fields, {
      address: clientAddress(context),
      secret: config.sessionSecret,
      requireToken: true,
      rateLimited: !config.rateLimitsDisabled,
      submission,
      // The page's own language (/kn/contact posts to itself), never a field or a Referer.
      language: pageLanguage(request.url),
    });
  } catch (error) {
    if (!reportWriteFailure(error)) throw error;
    const message = STORAGE_UNAVAILABLE_MESSAGE;
    return data<ContactActionResult>(
      { ok: false, kind: "refused", message, reply: submission.reply({ formErrors: [message] }) },
      STORAGE_UNAVAILABLE_INIT,
    );
  }
  if (outcome.success) {
    const name = typeof body.fields.name === "string" ? body.fields.name.trim().slice(0, CONTACT_LIMITS.name) : "";
    return data<ContactActionResult>(
      { ok: true, message: outcome.message, name, replyBy: outcome.replyBy },
      { status: 201 },
    );
  }
  if (outcome.status === 400) {
    return data<ContactActionResult>(
      { ok: false, kind: "invalid", message: outcome.message, reply: outcome.reply },
      { status: 400 },
    );
  }
  return data<ContactActionResult>(
    {
      ok: false,
      kind: "refused",
      message: outcome.message,
      reply: submission.reply({ formErrors: [outcome.message] }),
    },
    { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
  );
}

/**
 * With JavaScript the form goes to POST /api/contact (docs/behaviour.md#api; the same checks,
 * token and store as the action above), cancelled if it takes longer than
 * REQUEST_TIMEOUT_MS. Every answer becomes a result the form can toast; only a
 * request that never got an answer is "network".
 */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ContactActionResult> {
  const form = await request.formData();
  // The API is told the page's language, as the form's own POST reads it from its path:
  // the document's, which the server set from that path ("kn-IN" on /kn/contact). Read
  // off the page, so /contact carries no table of languages for it.
  form.set("language", document.documentElement.lang.split("-")[0]!);
  const outcome = await postContact(href("/api/contact"), form, request.signal);
  if (outcome.kind !== "answered") {
    if (outcome.kind === "failed") console.error("Contact form request failed", outcome.error);
    return { ok: false, kind: "network" };
  }
  const body = outcome.body as ContactApiAnswer | null;
  if (!body || typeof body.success !== "boolean") return { ok: false, kind: "network" };
  const message = typeof body.message === "string" ? body.message : undefined;
  if (body.success) {
    return { ok: true, message: message ?? "", name: String(form.get("name")).trim(), replyBy: body.replyBy ?? "" };
  }
  if (outcome.status === 413) return { ok: false, kind: "refused", message: TOO_LONG };
  if (outcome.status === 400 && body.errors)
    return { ok: false, kind: "invalid", message, reply: replyFromErrors(body.errors) };
  return { ok: false, kind: "refused", message };
}

/** A sent message gets a new form (and a new token); a refused one keeps what was typed. */
export function shouldRevalidate({ actionResult, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod === "POST") return (actionResult as ContactActionResult | undefined)?.ok === true;
  return defaultShouldRevalidate;
}

/** Smooth unless the visitor asked for reduced motion: app.css sets the page's scroll-behavior. */
function reveal(section: HTMLElement) {
  section.scrollIntoView();
  section.focus({ preventScroll: true });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const store = useStore();
  // "revealed": opened by a click here, so scrolled to as soon as it is in the page.
  const [directions, setDirections] = useState(loaderData.showDirections ? "shown" : "");
  // Without JavaScript the link reloads the page with the section open.
  function showDirections(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const section = document.getElementById(DIRECTIONS_ID);
    if (section) reveal(section);
    else startTransition(() => setDirections("revealed"));
  }

  const getDirections = (className: string) => (
    <a
      href={`/contact?directions=1#${DIRECTIONS_ID}`}
      onClick={showDirections}
      aria-controls={directions ? DIRECTIONS_ID : undefined}
      className={className}
    >
      <Navigation {...iconProps} className="h-4 w-4" />
      Get Directions
    </a>
  );

  // One card, in the hero's empty half on wide screens and beside the form below
  // that (where a phone reaches it after the form); the other copy is display:none.
  const storeInformation = (id: string, className: string) => (
    <section aria-labelledby={id} className={cn("rounded-card p-6 text-ivory sm:p-8", className)}>
      <h2 id={id} className="text-2xl text-ivory sm:text-3xl">
        Store Information
      </h2>
      <p className="mt-5 text-sm font-medium text-ivory">{store.name}</p>
      <StoreDetails tone="onDark" className="mt-2" />
      {getDirections(buttonVariants({ className: "mt-6 w-full" }))}
    </section>
  );

  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink text-ivory">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_20%,rgba(195,155,87,0.22),transparent_55%)]"
        />
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-[1fr_25rem] lg:py-28">
          <div>
            <p className="text-xs font-semibold tracking-[0.3em] text-brass uppercase">Contact Us</p>
            {/* 46 px on phones, not 48: from 320 to 430 px wide the display face and its
                fallback then break this title in the same places, so nothing on the first
                screen moves when the web font arrives after the first paint (issue 14). */}
            <h1 className="mt-4 max-w-3xl text-[2.875rem] leading-[1.02] text-ivory sm:text-6xl lg:text-7xl">
              Let's talk about what you'll wear next
            </h1>
            <p className="mt-6 max-w-xl text-base leading-relaxed text-ivory/85 sm:text-lg">
              Write, call or chat. We respond {store.replyPromise} ({store.hours.everyDay}).
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href={`#${CONSULTATION_FORM_ID}`} className={buttonVariants()}>
                Send a Message
              </a>
              <a href={telLink(store.phones[0]!.e164)} className={buttonVariants({ variant: "outlineLight" })}>
                <Phone {...iconProps} className="h-4 w-4" />
                Call Store
              </a>
              <a href={href("/book")} className={buttonVariants({ variant: "outlineLight" })}>
                Book a fitting
              </a>
            </div>
          </div>
          {storeInformation("store-info-hero-title", "hidden border border-ivory/20 bg-ivory/5 lg:block")}
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.6fr_1fr]">
        <section id={CONSULTATION_FORM_ID} aria-labelledby="consultation-form-title">
          <ContactForm formToken={loaderData.formToken} pageResult={actionData} />
        </section>

        <div className="flex flex-col gap-8">
          <QuickWhatsApp />

          {storeInformation("store-info-title", "bg-ink lg:hidden")}
        </div>
      </div>

      <ContactMethods getDirections={getDirections(cardLink)} />

      {directions && <DirectionsSection id={DIRECTIONS_ID} onShown={directions === "revealed" ? reveal : undefined} />}

      <TravelTips />
      <ToastHost />
    </>
  );
}
