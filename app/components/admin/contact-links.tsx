import { cn } from "~/lib/ui/cn";
import { mailtoLink, telLink } from "~/lib/contact/links";

const LINK = "text-brass-deep underline-offset-4 hover:underline";

/** A customer's number: tap to call when it is a real one (it has an E.164 form); as typed otherwise. */
export function PhoneLink({ phone, e164 }: { phone: string; e164: string | null }) {
  if (!e164) return <>{phone}</>;
  return (
    <a href={telLink(e164)} className={LINK}>
      {phone}
    </a>
  );
}

/** A customer's address, one tap from a new e-mail; it wraps before the "@" first. */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  if (!email) return null;
  return (
    <a href={mailtoLink(email)} className={cn(LINK, className)}>
      <EmailWords email={email} />
    </a>
  );
}

/** An address that must wrap breaks before the "@" first, and mid-word only as a last resort. */
function EmailWords({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
