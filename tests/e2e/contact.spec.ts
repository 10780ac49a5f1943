import type { Page } from "@playwright/test";
import { store } from "../../app/content/store";
import { expect, expectNoAxeViolations, mapHost, test, waitForHydration } from "./fixtures";
import { asFreshVisitor, postContactFormAsIfTypedEarlier, signInByApi } from "./staff-helpers";

/** When the reply is due, in the store's words (the rules: app/lib/time/reply-by.test.ts). */
const REPLY_BY = "(1[0-2]|[1-9]):(00|15|30|45) [AP]M (today|tomorrow|on [A-Z][a-z]+day)";

const unique = () => `Visitor ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The form's fields (the top banner is also labelled with phone numbers). */
const form = (page: Page) => page.locator("section#consultation-form");

async function fillForm(page: Page, name: string) {
  await form(page)
    .getByLabel(/^Full Name/)
    .fill(name);
  await form(page)
    .getByLabel(/^Email/)
    .fill("visitor@example.com");
  await form(page)
    .getByLabel(/^Phone/)
    .fill("+91 98450 12345");
  await form(page)
    .getByLabel(/^Subject/)
    .fill("Sherwani fitting");
  await form(page)
    .getByLabel(/^Category/)
    .selectOption({ label: "Personal Styling" });
  await form(page)
    .getByLabel(/^Message/)
    .fill("Could I book a sherwani fitting this Saturday?");
}

test.describe("contact page", () => {
  test.beforeEach(async ({ page }) => asFreshVisitor(page));

  test("@mobile sends with JavaScript: toast, a thank-you panel in place of the form, 'Send another', and the admin sees the row", async ({
    page,
  }) => {
    await postContactFormAsIfTypedEarlier(page);
    await page.goto("/contact");
    await waitForHydration(page);
    const name = unique();
    await fillForm(page, name);
    await page.getByRole("button", { name: "Send Message" }).click();

    // The toast stays.
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast.getByText("Message Sent Successfully!")).toBeVisible();
    await expect(toast.getByText("We'll get back to you within 2 hours during business hours.")).toBeVisible();
    // The panel replaces the fields, and its heading takes focus (so it is read out).
    const thanks = form(page).getByRole("heading", {
      name: new RegExp(`^Thank you, ${name} — we'll reply by ${REPLY_BY}$`),
    });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(form(page).getByLabel(/^Full Name/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact$/);

    // It stays until put away; then an empty form, ready to type.
    await page.waitForTimeout(500);
    await expect(thanks).toBeVisible();
    await form(page).getByRole("button", { name: "Send another" }).click();
    await expect(thanks).toHaveCount(0);
    await expect(form(page).getByLabel(/^Full Name/)).toBeFocused();
    await expect(form(page).getByLabel(/^Full Name/)).toHaveValue("");
    await expect(form(page).getByLabel(/^Message/)).toHaveValue("");
    await expect(form(page).getByLabel(/^Category/)).toHaveValue("");
    await expect(page).toHaveURL(/\/contact$/);

    await signInByApi(page);
    await page.goto("/admin/contact-messages");
    await expect(page.getByText(name).locator("visible=true").first()).toBeVisible();
  });

  test("the form's checks are fetched when the visitor reaches into the form, not with the page", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/contact");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => path.includes("contact-schema"))).toEqual([]);
    const fetched = page.waitForRequest((request) => request.url().includes("contact-schema"));
    await form(page)
      .getByLabel(/^Full Name/)
      .click();
    await fetched;
  });

  test("shows the schema's errors next to the fields and keeps what was typed", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await form(page)
      .getByLabel(/^Full Name/)
      .fill("Ravi");
    await form(page)
      .getByLabel(/^Phone/)
      .fill("12345");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(form(page).getByLabel(/^Email/)).toBeFocused();
    await expect(form(page).getByLabel(/^Email/)).toHaveAttribute("aria-invalid", "true");
    // Each error is the field's accessible description, so it is read with the field.
    await expect(form(page).getByLabel(/^Email/)).toHaveAccessibleDescription("Please enter your email address.");
    await expect(form(page).getByLabel(/^Phone/)).toHaveAccessibleDescription(
      "Please enter a phone number of 7 to 15 digits.",
    );
    await expect(form(page).getByLabel(/^Message/)).toHaveAccessibleDescription("Please enter your message.");
    await expect(form(page).getByLabel(/^Full Name/)).toHaveValue("Ravi");
  });

  test("the chat link carries the chosen category and the typed message", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const link = page.getByRole("link", { name: /Prefer chat\? Send this on WhatsApp/ });
    const textOf = async () => new URL((await link.getAttribute("href")) as string).searchParams.get("text");
    expect(await textOf()).toBe("Hi! I need help with men's fashion from the store. Please assist me.");
    await form(page)
      .getByLabel(/^Category/)
      .selectOption({ label: "Clubwear" });
    await form(page)
      .getByLabel(/^Message/)
      .fill("Something for a Friday night.");
    await expect.poll(textOf).toBe("Hi! I need help with Clubwear from the store. Something for a Friday night.");
    await expect(link).toHaveAttribute("target", "_blank");
  });

  test("@mobile Get Directions reveals the directions, scrolls to them, and they stay", async ({ page }) => {
    await mapHost(page, "up");
    await page.goto("/contact");
    await waitForHydration(page);
    await expect(page.locator("#directions")).toHaveCount(0);
    await page.getByRole("link", { name: "Get Directions" }).first().click();
    const section = page.locator("#directions");
    await expect(section).toBeVisible();
    await expect(section).toBeInViewport();
    await expect(section.getByRole("heading", { name: "The Men's Studio" })).toBeVisible();
    // The card's (the map's box has its own, for when the map cannot load).
    await expect(section.getByRole("link", { name: /Open in Maps/ }).last()).toHaveAttribute(
      "href",
      /google\.com\/maps\/dir/,
    );
    await expect(section.getByRole("link", { name: "Call Store" })).toHaveAttribute("href", /^tel:\+/);
    await expect(section.getByTitle(/Map showing/)).toBeAttached();
    await page.getByRole("link", { name: "Get Directions" }).last().click();
    await expect(section).toBeInViewport();
    await expect(section).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("@mobile the whole page: sections, quick contacts, cards and tips, no axe violations", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/respond within 2 hours during business hours/)).toBeVisible();
    await expect(
      page.locator("section#consultation-form").getByRole("heading", { name: "Send Us a Message" }),
    ).toBeVisible();
    const quick = page.getByRole("region", { name: "Quick WhatsApp Contact" }).getByRole("link");
    await expect(quick).toHaveCount(4);
    for (const href of await quick.evaluateAll((links) => links.map((l) => l.getAttribute("href"))))
      expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    // One Store Information card: in the hero's right half on a wide screen, after the form on a phone.
    const storeInformation = page.getByRole("region", { name: "Store Information" });
    await expect(storeInformation).toHaveCount(1);
    await expect(storeInformation.getByRole("link", { name: store.phones[0]!.display })).toHaveAttribute(
      "href",
      /^tel:/,
    );
    const heroBox = (await page.locator("main section").first().boundingBox())!;
    const cardBox = (await storeInformation.boundingBox())!;
    if ((page.viewportSize()?.width ?? 0) >= 1024) {
      expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(heroBox.y + heroBox.height);
      expect(cardBox.x).toBeGreaterThan(heroBox.width / 2);
    } else {
      expect(cardBox.y).toBeGreaterThan((await form(page).boundingBox())!.y);
    }
    for (const title of ["WhatsApp", "Phone Call", "Email", "Visit Store", "By Car", "By Public Transport"]) {
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
});

test.describe("contact page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("@mobile the form posts, stores the message and thanks by name on the page; 'Send another' brings a fresh form", async ({
    page,
  }) => {
    await asFreshVisitor(page);
    await postContactFormAsIfTypedEarlier(page);
    await page.goto("/contact");
    const name = unique();
    await fillForm(page, name);
    await page.getByRole("button", { name: "Send Message" }).click();
    const thanks = form(page).getByRole("heading", {
      name: new RegExp(`^Thank you, ${name} — we'll reply by ${REPLY_BY}$`),
    });
    await expect(thanks).toBeVisible();
    // The returned page focuses it (autofocus) and scrolls it into view.
    await expect(thanks).toBeFocused();
    await expect(thanks).toBeInViewport();
    await expect(form(page).getByText("Message Sent Successfully!")).toBeVisible();
    await expect(form(page).getByText("We'll get back to you within 2 hours during business hours.")).toBeVisible();
    await expect(form(page).getByLabel(/^Full Name/)).toHaveCount(0);

    await form(page).getByRole("button", { name: "Send another" }).click();
    await expect(page).toHaveURL(/\/contact\??#consultation-form$/);
    await expect(form(page).getByLabel(/^Full Name/)).toHaveValue("");
    await expect(form(page).getByRole("heading", { name: "Send Us a Message" })).toBeVisible();

    await signInByApi(page);
    const response = await page.request.get("/api/contact-messages?page=1&pageSize=100");
    const body = (await response.json()) as { data: Array<{ name: string; category: string }> };
    expect(body.data.find((m) => m.name === name)).toMatchObject({ category: "styling" });
  });

  test("invalid input comes back with the errors and the typed values", async ({ page }) => {
    await asFreshVisitor(page);
    await postContactFormAsIfTypedEarlier(page);
    await page.goto("/contact");
    await form(page)
      .getByLabel(/^Full Name/)
      .fill("Anand");
    await form(page)
      .getByLabel(/^Email/)
      .fill("anand@example.com");
    // Passes the browser's own checks (a tel field has none), not the server's.
    await form(page)
      .getByLabel(/^Phone/)
      .fill("12345");
    await form(page)
      .getByLabel(/^Message/)
      .fill("Do you stock Ramraj dhotis?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert").getByText("Failed to send message")).toBeVisible();
    await expect(form(page).getByLabel(/^Phone/)).toHaveAccessibleDescription(
      "Please enter a phone number of 7 to 15 digits.",
    );
    await expect(form(page).getByLabel(/^Phone/)).toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByLabel(/^Full Name/)).toHaveValue("Anand");
    await expect(form(page).getByLabel(/^Message/)).toHaveValue("Do you stock Ramraj dhotis?");
  });
});
