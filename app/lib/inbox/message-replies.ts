import { chatLink, mailtoLink, telLink } from "../contact/links.ts";

/**
 * The three ways staff answer a message from its page: an e-mail reply with
 * "Re: <subject>", a WhatsApp chat to the visitor's number with a short greeting
 * that names the store, and a phone call.
 */
export type ReplyTarget = { name: string; email: string; phone: string; subject: string; phoneE164: string | null };

export function replySubject(subject: string, storeName: string): string {
  const s = subject.trim();
  return s ? (/^re:/i.test(s) ? s : `Re: ${s}`) : `Re: Your message to ${storeName}`;
}

export function whatsappGreeting(target: Pick<ReplyTarget, "name" | "subject">, storeName: string): string {
  const about = target.subject.trim() ? ` about "${target.subject.trim()}"` : "";
  return `Hello ${target.name.trim()}, this is ${storeName}. Thank you for your message${about}.`;
}

export function replyLinks(target: ReplyTarget, storeName: string) {
  return {
    email: mailtoLink(target.email, replySubject(target.subject, storeName)),
    /** Only for a number that can exist: wa.me needs the full international number. */
    whatsapp: target.phoneE164 ? chatLink(target.phoneE164, whatsappGreeting(target, storeName)) : undefined,
    call: target.phoneE164 ? telLink(target.phoneE164) : `tel:${target.phone.replace(/[^\d+]/g, "")}`,
  };
}
