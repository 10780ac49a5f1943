/**
 * A failed send told as the mail server (or the network) told it: the server's own
 * reply ("535 5.7.8 Username and Password not accepted") or what happened on the way
 * ("connection refused at smtp.zoho.in:465"), never a generic "could not send". The
 * owner reads it on Settings → Mail and can search for it or show it to the provider;
 * `hint` adds what that answer usually means, when it is one of the common ones.
 *
 * `error` is what nodemailer throws: `code` its kind (EAUTH, ESOCKET, ETIMEDOUT,
 * EDNS, ETLS, EENVELOPE, EMESSAGE, ECONNECTION), `response` the server's last line,
 * `originalCode` the system's code (ECONNREFUSED) under nodemailer's own.
 */
export type SmtpFailure = {
  code?: unknown;
  originalCode?: unknown;
  response?: unknown;
  responseCode?: unknown;
  command?: unknown;
  message?: unknown;
};

export type SmtpAnswer = { answer: string; hint?: string };

const oneLine = (value: string, max = 300) =>
  value
    .replace(/[\r\n\t]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim()
    .slice(0, max);

export function smtpAnswer(error: unknown, target: { host: string; port: number }): SmtpAnswer {
  const e: SmtpFailure = typeof error === "object" && error !== null ? (error as SmtpFailure) : { message: error };
  const at = `${target.host}:${target.port}`;
  const code = typeof e.code === "string" ? e.code : "";
  const system = typeof e.originalCode === "string" ? e.originalCode : "";
  const message = typeof e.message === "string" ? e.message : String(e.message ?? "");
  const response = typeof e.response === "string" ? oneLine(e.response) : "";
  const status = typeof e.responseCode === "number" ? e.responseCode : Number(/^\d{3}/.exec(response)?.[0] ?? 0);
  const has = (pattern: RegExp) => pattern.test(system) || pattern.test(message) || pattern.test(code);

  // The server answered: its own words first, whatever nodemailer's kind.
  if (response) {
    const answer = `${at} answered: ${response}`;
    if (status === 535 || status === 534 || (code === "EAUTH" && status >= 500)) {
      return {
        answer,
        hint: "The user name or password was refused. Gmail, Zoho and Microsoft 365 with two-step sign-in need an app password, not the mailbox's own.",
      };
    }
    if (status === 530 || /STARTTLS/i.test(response)) {
      return { answer, hint: "The server wants an encrypted connection first: choose STARTTLS or TLS." };
    }
    if (code === "EENVELOPE" && status >= 550) {
      return {
        answer,
        hint: "The server refused the sender or a recipient: many servers send only from the signed-in mailbox's own address.",
      };
    }
    if (status >= 400 && status < 500) return { answer, hint: "A passing refusal: try again in a few minutes." };
    return { answer };
  }
  if (has(/ECONNREFUSED/)) {
    return {
      answer: `connection refused at ${at}`,
      hint: "Nothing takes mail on that port: check the host and port (465 goes with TLS, 587 with STARTTLS).",
    };
  }
  if (has(/ENOTFOUND|EAI_AGAIN|EDNS/)) {
    return { answer: `no server named ${target.host} was found`, hint: "Check the host's spelling." };
  }
  if (code === "ETIMEDOUT" || has(/ETIMEDOUT|timeout|Greeting never received/i)) {
    return {
      answer: `no answer from ${at} in time`,
      hint: "The server did not answer: a wrong port, or a firewall in the way (some hosts block outgoing mail ports).",
    };
  }
  if (has(/wrong version number|WRONG_VERSION_NUMBER|packet length too long/i)) {
    return {
      answer: `${at} does not speak TLS from the start`,
      hint: "Choose STARTTLS for this port (usually 587), or TLS with port 465.",
    };
  }
  if (has(/certificate|self[- ]signed|altnames|CERT_/i)) {
    return { answer: `the certificate of ${at} was not accepted: ${oneLine(message, 200)}` };
  }
  if (code === "ETLS" || has(/STARTTLS/i)) {
    return {
      answer: `${at} did not start an encrypted connection: ${oneLine(message, 200)}`,
      hint: "Choose the security the provider names for this port.",
    };
  }
  if (has(/ECONNRESET|EPIPE|closed unexpectedly/i)) {
    return {
      answer: `${at} closed the connection: ${oneLine(message, 200)}`,
      hint: "Often a TLS choice that does not match the port: 465 goes with TLS, 587 with STARTTLS.",
    };
  }
  return { answer: `${at}: ${oneLine(message || "the send failed", 200)}` };
}
