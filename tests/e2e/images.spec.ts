import { expect, test } from "./fixtures";

// Every image on every public screen is a real local file that decodes, in AVIF where
// the browser takes it, with an intrinsic size reserved before it loads.
const PAGES = ["/", "/about", "/collections/formals", "/groom", "/ramraj", "/offers", "/gallery", "/slider", "/visit"];

for (const path of PAGES) {
  test(`images on ${path} load, are local and have intrinsic size`, async ({ page }) => {
    await page.goto(path);
    // Scroll through so lazy images are fetched.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
    });
    const images = page.locator("picture img");
    const count = await images.count();
    expect(count, "the page shows pictures").toBeGreaterThan(0);
    const broken = await page.evaluate(async () => {
      const imgs = [...document.querySelectorAll<HTMLImageElement>("picture img")];
      // Carousel slides and closed dialogs may stay lazy and unrequested; decode() fetches them.
      const results = await Promise.all(
        imgs.map(async (img) => {
          img.loading = "eager";
          try {
            await img.decode();
          } catch {
            /* reported below */
          }
          return {
            src: img.currentSrc || img.src,
            ok: img.naturalWidth > 0,
            sized: img.hasAttribute("width") && img.hasAttribute("height"),
            alt: img.getAttribute("alt"),
          };
        }),
      );
      return results.filter(
        (r) =>
          !r.ok ||
          !r.sized ||
          r.alt === null ||
          !new URL(r.src).pathname.startsWith("/images/") ||
          new URL(r.src).origin !== location.origin,
      );
    });
    expect(broken).toEqual([]);
    const first = await images.first().evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(first).toMatch(/\.avif$/);
  });
}

test("image files are served with a long cache and the right type", async ({ request, page }) => {
  await page.goto("/");
  const src = await page.locator("picture source[type='image/avif']").first().getAttribute("srcset");
  const url = src!.split(",")[0]!.trim().split(" ")[0]!;
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/avif");
  expect(res.headers()["cache-control"]).toContain("max-age=604800");
  expect((await res.body()).length).toBeLessThanOrEqual(200 * 1024);
  expect((await request.get("/images/catalogue/does-not-exist-400.webp")).status()).toBe(404);
});
