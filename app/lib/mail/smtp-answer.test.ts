import { describe, expect, it } from "vitest";
import { smtpAnswer } from "./smtp-answer.ts";

const zoho = { host: "smtp.zoho.in", port: 465 };

/** Errors shaped as nodemailer 10 throws them (smtp-connection's _formatError). */
function nodemailerError(message: string, fields: Record<string, unknown>) {
  return Object.assign(new Error(message), fields);
}

describe("the mail server's own answer", () => {
  it("quotes a refused sign-in as the server said it, with what it usually means", () => {
    const error = nodemailerError("Invalid login: 535 Authentication Failed", {
      code: "EAUTH",
      response: "535 Authentication Failed",
      responseCode: 535,
      command: "AUTH PLAIN",
    });
    const answer = smtpAnswer(error, zoho);
    expect(answer.answer).toBe("smtp.zoho.in:465 answered: 535 Authentication Failed");
    expect(answer.hint).toMatch(/app password/);
  });

  it("names a refused connection with the host and port", () => {
    const error = nodemailerError("connect ECONNREFUSED 127.0.0.1:465", {
      code: "ESOCKET",
      originalCode: "ECONNREFUSED",
    });
    expect(smtpAnswer(error, zoho).answer).toBe("connection refused at smtp.zoho.in:465");
  });

  it("tells a host that does not exist, a server that never answers and a TLS mismatch apart", () => {
    expect(
      smtpAnswer(nodemailerError("getaddrinfo ENOTFOUND smtp.zoho.inn", { code: "EDNS", originalCode: "ENOTFOUND" }), {
        host: "smtp.zoho.inn",
        port: 465,
      }).answer,
    ).toBe("no server named smtp.zoho.inn was found");
    expect(smtpAnswer(nodemailerError("Connection timeout", { code: "ETIMEDOUT" }), zoho).answer).toBe(
      "no answer from smtp.zoho.in:465 in time",
    );
    const tls = smtpAnswer(
      nodemailerError("140E0000:error:0A00010B:SSL routines:ssl3_get_record:wrong version number", { code: "ESOCKET" }),
      { host: "smtp.zoho.in", port: 587 },
    );
    expect(tls.answer).toBe("smtp.zoho.in:587 does not speak TLS from the start");
    expect(tls.hint).toMatch(/STARTTLS/);
  });

  it("quotes a refused sender or recipient, and a passing refusal", () => {
    const sender = smtpAnswer(
      nodemailerError("Mail command failed: 553 Sender is not allowed to relay emails", {
        code: "EENVELOPE",
        response: "553 Sender is not allowed to relay emails",
        responseCode: 553,
      }),
      zoho,
    );
    expect(sender.answer).toBe("smtp.zoho.in:465 answered: 553 Sender is not allowed to relay emails");
    expect(sender.hint).toMatch(/signed-in mailbox's own address/);
    const busy = smtpAnswer(
      nodemailerError("x", { code: "EENVELOPE", response: "451 Temporary local problem\r\n", responseCode: 451 }),
      zoho,
    );
    expect(busy).toEqual({
      answer: "smtp.zoho.in:465 answered: 451 Temporary local problem",
      hint: "A passing refusal: try again in a few minutes.",
    });
  });

  it("falls back to the error's own words, never a generic failure", () => {
    expect(smtpAnswer(new Error("Something odd\nhappened"), zoho).answer).toBe(
      "smtp.zoho.in:465: Something odd happened",
    );
    expect(smtpAnswer("a string", zoho).answer).toBe("smtp.zoho.in:465: a string");
  });
});
