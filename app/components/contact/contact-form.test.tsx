// @vitest-environment happy-dom
import { cleanup, configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SiteContext } from "~/components/site/site-context";
import { store } from "~/content/store";
import { ContactForm, type ContactActionResult } from "./contact-form";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/components/ui/toast", () => ({ toast: toasts }));

// Rendering through the router stub is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

let tokens = 0;
let answer: (fields: Record<string, FormDataEntryValue>) => ContactActionResult;
const posted: Array<Record<string, FormDataEntryValue>> = [];

function ContactPage() {
  const { formToken } = useLoaderData() as { formToken: string };
  // The shop's shell provides the store's settings; here, the seed's.
  return (
    <SiteContext value={{ store, specialDays: [], announcement: null }}>
      <ContactForm formToken={formToken} />
    </SiteContext>
  );
}

function renderForm() {
  const Stub = createRoutesStub([
    {
      path: "/contact",
      Component: ContactPage,
      // A new token per load, as the real loader signs one per request.
      loader: () => ({ formToken: `token-${++tokens}` }),
      action: async ({ request }) => {
        const fields = Object.fromEntries(await request.formData());
        posted.push(fields);
        return answer(fields);
      },
      shouldRevalidate: ({ actionResult }) => (actionResult as ContactActionResult | undefined)?.ok === true,
    },
  ]);
  render(<Stub initialEntries={["/contact"]} />);
}

const field = (name: RegExp | string) =>
  screen.getByRole(/Category/.test(String(name)) ? "combobox" : "textbox", { name });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Full Name"), "Ravi Kumar");
  await user.type(field("Email"), "ravi@example.com");
  await user.type(field("Phone"), "+91 98450 12345");
  await user.type(field("Message"), "Could I book a sherwani fitting on Saturday?");
}

const tokenField = () => document.querySelector<HTMLInputElement>('input[name="formToken"]')!;

beforeEach(() => {
  posted.length = 0;
  answer = (fields) => ({ ok: true, message: "Thank you!", name: String(fields.name), replyBy: "4:30 PM today" });
});
afterEach(() => {
  cleanup();
  toasts.success.mockReset();
  toasts.error.mockReset();
});

describe("ContactForm", () => {
  it("names every field as a screen reader reads it", async () => {
    renderForm();
    for (const name of ["Full Name", "Email", "Phone", "Subject (optional)", "Message"]) {
      expect(await screen.findByRole("textbox", { name })).toBeTruthy();
    }
    expect(screen.getByRole("combobox", { name: "Category (optional)" })).toBeTruthy();
    expect(field("Phone").getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(field("Phone").getAttribute("aria-describedby")!)?.textContent).toBe(
      "7 to 15 digits; +, spaces and dashes are fine.",
    );
  });

  it("checks in the browser first: errors described on the fields, focus on the first, nothing posted", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByRole("textbox", { name: "Full Name" }), "Ravi");
    await user.type(field("Phone"), "12345");
    // The schema loads after hydration; wait until the form has switched to it.
    await waitFor(() => expect(document.querySelector("form")?.noValidate).toBe(true));
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(field("Email").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Email"));
    const description = (input: HTMLElement) =>
      document.getElementById(input.getAttribute("aria-describedby")!)?.textContent;
    expect(description(field("Email"))).toBe("Please enter your email address.");
    expect(description(field("Phone"))).toBe("Please enter a phone number of 7 to 15 digits.");
    expect(description(field("Message"))).toBe("Please enter your message.");
    expect(field("Full Name").getAttribute("aria-invalid")).toBeNull();
    expect((field("Full Name") as HTMLInputElement).value).toBe("Ravi");
    expect(posted).toHaveLength(0);
  });

  it("sends with the form token, toasts, thanks by name in place of the form, and 'Send another' gives a fresh empty form", async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole("textbox", { name: "Full Name" });
    await waitFor(() => expect(document.querySelector("form")?.noValidate).toBe(true));
    await fillValid(user);
    await user.selectOptions(screen.getByRole("combobox", { name: "Category (optional)" }), "Personal Styling");
    const token = tokenField().value;
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledTimes(1));
    expect(toasts.success).toHaveBeenCalledWith("Message Sent Successfully!", {
      description: "We'll get back to you within 2 hours during business hours.",
    });
    expect(posted[0]).toMatchObject({ formToken: token, name: "Ravi Kumar", category: "styling", website: "" });

    // The panel replaces the fields; its heading has focus, so it is read out.
    const thanks = await screen.findByRole("heading", { name: "Thank you, Ravi Kumar — we'll reply by 4:30 PM today" });
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.queryByRole("textbox", { name: "Full Name" })).toBeNull();
    expect(screen.getByText("We'll get back to you within 2 hours during business hours.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Send another" }));
    expect(screen.queryByRole("heading", { name: /Thank you/ })).toBeNull();
    expect(document.activeElement).toBe(field("Full Name"));
    await waitFor(() => expect((field("Full Name") as HTMLInputElement).value).toBe(""));
    expect((field("Message") as HTMLTextAreaElement).value).toBe("");
    expect((screen.getByRole("combobox", { name: "Category (optional)" }) as HTMLSelectElement).value).toBe("");
    await waitFor(() => expect(tokenField().value).not.toBe(token));
  });

  it("shows the server's field errors and keeps what was typed when the message is refused", async () => {
    const user = userEvent.setup();
    answer = () => ({
      ok: false,
      kind: "invalid",
      message: "Please check the highlighted fields.",
      reply: { status: "error", error: { email: ["Please enter a valid email address."] } },
    });
    renderForm();
    await screen.findByRole("textbox", { name: "Full Name" });
    await waitFor(() => expect(document.querySelector("form")?.noValidate).toBe(true));
    await fillValid(user);
    const token = tokenField().value;
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    await waitFor(() => expect(field("Email").getAttribute("aria-invalid")).toBe("true"));
    expect(toasts.error).toHaveBeenCalledWith("Failed to send message", {
      description: "Please check the highlighted fields.",
    });
    expect(document.activeElement).toBe(field("Email"));
    expect((field("Full Name") as HTMLInputElement).value).toBe("Ravi Kumar");
    expect(tokenField().value).toBe(token);
  });

  it("says 'Something went wrong' when the request never got an answer", async () => {
    const user = userEvent.setup();
    answer = () => ({ ok: false, kind: "network" });
    renderForm();
    await screen.findByRole("textbox", { name: "Full Name" });
    await waitFor(() => expect(document.querySelector("form")?.noValidate).toBe(true));
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith("Something went wrong", {
        description: "Please check your connection or try again later.",
      }),
    );
    expect((field("Message") as HTMLTextAreaElement).value).not.toBe("");
  });
});
