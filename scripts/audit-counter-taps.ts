import { chromium, type Locator, type Page } from "@playwright/test";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { TEST_ADMIN } from "../tests/support/test-admin.ts";
import { hasBuild, runBuild, startServer } from "../tests/support/server.ts";

/**
 * `npm run audit:taps`: the counter's five common tasks done on a 375 px touch phone
 * against the production server, counting every tap from the staff dashboard to the
 * task done (a tap on a field counts; typing does not). It prints the counts, so a
 * change that adds a tap shows; docs/audits/counter-taps.md keeps them with the route
 * each takes. A visitor's message and a visitor's booking request are made first, as
 * on a real day (the booking through the public form, waited out as a person would).
 *
 *   npm run audit:taps [-- --no-build]     env: BUILD_DIR (default build-audit), SKIP_BUILD=1
 *
 * WhatsApp is never reached: wa.me answers with a stand-in page.
 */
const { values: args } = parseArgs({ options: { "no-build": { type: "boolean" } } });
const buildDir = resolve(process.env.BUILD_DIR ?? "build-audit");
const skipBuild = args["no-build"] === true || process.env.SKIP_BUILD === "1";

async function main() {
  if (!skipBuild || !hasBuild(buildDir)) runBuild(buildDir);
  const server = await startServer({ buildDir });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const url = (path: string) => server.url + path;
  const counts: Array<[string, number]> = [];
  try {
    const visitor = await browser.newContext({
      viewport: { width: 375, height: 740 },
      extraHTTPHeaders: { "X-Forwarded-For": "198.19.4.4" },
    });
    const v = await visitor.newPage();
    const sent = await v.request.post(url("/api/contact"), {
      data: {
        name: "Ravi Kumar",
        phone: "9845012345",
        email: "ravi@example.com",
        category: "styling",
        subject: "Wedding sherwani",
        message: "A maroon sherwani for February. Can I come on Saturday?",
      },
    });
    if (sent.status() !== 201) throw new Error(`The message was refused: ${sent.status()}`);
    await v.goto(url("/book"));
    // Once the page's script runs, the times are the chosen day's (before it, every day's).
    await v.waitForLoadState("networkidle");
    await v.getByText("Personal styling").click();
    await v.getByRole("textbox", { name: "Name", exact: true }).fill("Suresh Gowda");
    await v.getByRole("textbox", { name: "Phone", exact: true }).fill("9880011223");
    const time = v.getByRole("combobox", { name: /^Time/ });
    await time.selectOption((await time.locator("option:not([disabled])").nth(1).getAttribute("value"))!);
    // The form refuses a post sent within 3 s of its page: a person takes longer.
    await v.waitForTimeout(3500);
    await v.getByRole("button", { name: "Book a fitting" }).click();
    await v.waitForURL(/\/book\/MS-/);
    await visitor.close();

    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
    await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>WhatsApp</title><p>WhatsApp" }),
    );
    const page = await context.newPage();
    const login = await page.request.post(url("/api/login"), {
      data: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
    });
    if (login.status() !== 200) throw new Error(`Sign-in failed: ${login.status()}`);
    const tabs = page.getByRole("navigation", { name: "Staff sections" });
    let taps = 0;
    const tap = async (target: Locator) => {
      taps++;
      await target.tap();
    };
    const task = async (name: string, steps: (page: Page) => Promise<void>) => {
      await page.goto(url("/admin"));
      await page.waitForLoadState("networkidle");
      taps = 0;
      await steps(page);
      counts.push([name, taps]);
    };

    await task("Reply to a message on WhatsApp (marks it Replied)", async () => {
      await tap(tabs.getByRole("link", { name: /Inbox/ }));
      await tap(page.getByRole("link", { name: "Ravi Kumar", exact: true }).first());
      const whatsApp = page.waitForEvent("popup");
      await tap(page.getByRole("link", { name: /Reply on WhatsApp/ }));
      await (await whatsApp).close();
      await page.getByText(/Marked replied by/).waitFor();
    });

    await task("Confirm a booking (on WhatsApp)", async () => {
      await tap(tabs.getByRole("link", { name: /Visits/ }));
      const card = page.getByTestId("booking").filter({ hasText: "Suresh Gowda" });
      // The visitor gave a mobile number: confirming opens WhatsApp with the confirmation.
      await tap(card.getByRole("button", { name: "Confirm on WhatsApp" }));
      await page.waitForURL(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//);
    });

    const walkIn = async (name: string, phone: string, item?: string) => {
      await tap(tabs.getByRole("link", { name: /Visits/ }));
      await tap(page.getByRole("link", { name: "New visit" }));
      await page.waitForURL(/\/admin\/orders\/new/);
      await page.waitForLoadState("networkidle");
      if (item) {
        await tap(page.getByText("Trial of an item"));
        await page.keyboard.type(item);
        await tap(
          page
            .getByRole("listbox")
            .getByRole("option", { name: new RegExp(item, "i") })
            .first(),
        );
      }
      await tap(page.getByRole("textbox", { name: "Name", exact: true }));
      await page.keyboard.type(name);
      await tap(page.getByRole("textbox", { name: "Phone", exact: true }));
      await page.keyboard.type(phone);
      await tap(page.getByRole("button", { name: "Book the visit" }));
      await page.getByText(new RegExp(`booked for ${name}`)).waitFor();
    };
    await task("Book a walk-in fitting (now)", () => walkIn("Walk In Fitting", "9900112233"));
    await task("Book a walk-in trial of a known item (now)", () => walkIn("Walk In Trial", "9900112234", "onion pink"));

    await task("Record five measurements for today's walk-in", async () => {
      await tap(tabs.getByRole("link", { name: /Visits/ }));
      await page.waitForURL(/\/admin\/orders/);
      const card = page.getByTestId("booking").filter({ hasText: "Walk In Fitting" });
      await tap(card.getByRole("link", { name: "Walk In Fitting", exact: true }));
      await page.getByRole("heading", { level: 1, name: "Walk In Fitting" }).waitFor();
      await page.waitForLoadState("networkidle");
      const form = page.getByRole("form", { name: "Add measurements" });
      for (const [label, value] of [
        ["Chest", "40"],
        ["Waist", "34"],
        ["Shoulder", "18"],
        ["Sleeve", "25"],
        ["Neck", "15.5"],
      ] as const) {
        await tap(form.getByRole("textbox", { name: label, exact: true }));
        await page.keyboard.type(value);
      }
      await tap(form.getByRole("button", { name: "Save measurements" }));
      await page.getByText(/^Measurements of .* saved/).waitFor();
    });
  } finally {
    await browser.close();
    await server.stop();
    server.cleanup();
  }
  console.log("Taps from the staff dashboard on a 375 px phone:");
  for (const [name, taps] of counts) console.log(`  ${String(taps).padStart(2)}  ${name}`);
}

await main();
