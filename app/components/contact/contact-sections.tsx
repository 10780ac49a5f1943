import { Car, Mail, MapPin, MessageCircle, Phone, TrainFront } from "lucide-react";
import type { ReactNode } from "react";
import { quickContacts, travelTips } from "~/content/contact";
import { useStore } from "~/components/site/site-context";
import { chatLink, mailtoLink, telLink } from "~/lib/contact/links";

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;
export const iconProps = { "aria-hidden": true, strokeWidth: 1.75 } as const;
export const cardLink =
  "mt-auto inline-flex min-h-11 items-center gap-2 pt-4 text-sm font-semibold text-brass-deep underline-offset-4 hover:underline";

/** "Quick WhatsApp Contact": four topics, each opening a chat with its message written. */
export function QuickWhatsApp() {
  const store = useStore();
  return (
    <section aria-labelledby="quick-whatsapp-title" className="rounded-card border border-line bg-paper p-6 sm:p-8">
      <h2 id="quick-whatsapp-title" className="text-2xl sm:text-3xl">
        Quick WhatsApp Contact
      </h2>
      <p className="mt-2 text-sm text-ink-soft">Pick a topic and the message is written for you.</p>
      <ul className="mt-5 divide-y divide-line">
        {quickContacts.map((q) => (
          <li key={q.title}>
            <a
              href={chatLink(store.chatPhone.e164, q.text)}
              {...newTab}
              className="group flex items-center gap-4 py-3.5"
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-sand text-brass-deep transition-colors group-hover:bg-brass group-hover:text-ink">
                <MessageCircle {...iconProps} className="h-4.5 w-4.5" />
              </span>
              <span className="min-w-0">
                <span className="block font-medium text-ink group-hover:underline group-hover:underline-offset-4">
                  {q.title}
                </span>
                <span className="block text-sm text-ink-soft">{q.hint}</span>
              </span>
              <span className="sr-only"> (opens WhatsApp in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Ways to reach us": WhatsApp, a call, e-mail and a visit (whose link is the page's
 * "Get Directions", handed in).
 */
export function ContactMethods({ getDirections }: { getDirections: ReactNode }) {
  const store = useStore();
  const methods = [
    {
      title: "WhatsApp",
      text: "Chat with a stylist, share photos of what you like.",
      action: "Start a chat",
      href: chatLink(store.chatPhone.e164),
      Icon: MessageCircle,
      external: true,
    },
    {
      title: "Phone Call",
      text: store.phones.map((phone) => phone.display).join(" · "),
      action: "Call now",
      href: telLink(store.phones[0]!.e164),
      Icon: Phone,
      external: false,
    },
    {
      title: "Email",
      text: store.email,
      action: "Write to us",
      href: mailtoLink(store.email),
      Icon: Mail,
      external: false,
    },
  ] as const;

  return (
    <section aria-labelledby="methods-title" className="border-t border-line bg-paper py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <p className="text-xs font-semibold tracking-[0.28em] text-brass-deep uppercase">Ways to reach us</p>
        <h2 id="methods-title" className="mt-3 text-4xl sm:text-5xl">
          However suits you
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {methods.map(({ title, text, action, href, Icon, external }) => (
            <li key={title} className="flex flex-col rounded-card border border-line bg-ivory p-6">
              <Icon {...iconProps} className="h-6 w-6 text-brass-deep" />
              <h3 className="mt-5 text-2xl">{title}</h3>
              <p className="mt-2 text-sm break-words text-ink-soft">{text}</p>
              <a href={href} {...(external ? newTab : {})} className={cardLink}>
                {action}
                <span className="sr-only">
                  {" "}
                  by {title}
                  {external ? " (opens in a new tab)" : ""}
                </span>
              </a>
            </li>
          ))}
          <li className="flex flex-col rounded-card border border-line bg-ivory p-6">
            <MapPin {...iconProps} className="h-6 w-6 text-brass-deep" />
            <h3 className="mt-5 text-2xl">Visit Store</h3>
            <p className="mt-2 text-sm text-ink-soft">
              {store.address.locality}, {store.address.city}. {store.hours.summary}.
            </p>
            {getDirections}
          </li>
        </ul>
      </div>
    </section>
  );
}

/** "Travel tips": by car, by public transport. */
export function TravelTips() {
  return (
    <section aria-labelledby="travel-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <h2 id="travel-title" className="text-3xl sm:text-4xl">
        Travel tips
      </h2>
      <ul className="mt-8 grid gap-5 md:grid-cols-2">
        {travelTips.map((tip) => {
          const Icon = tip.title === "By Car" ? Car : TrainFront;
          return (
            <li key={tip.title} className="flex gap-5 rounded-card border border-line bg-paper p-6">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-sand text-brass-deep">
                <Icon {...iconProps} className="h-5 w-5" />
              </span>
              <div>
                <h3 className="text-2xl">{tip.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-soft">{tip.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
