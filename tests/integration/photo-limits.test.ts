import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_OUTPUT_BYTES } from "../../app/services/media/image-renditions.server.ts";
import { processUpload } from "../../app/services/media/media.server.ts";

/**
 * A photo refused for what it is, in words that say why. A picture so full of fine
 * detail (film grain, sensor noise, a tight weave shot close) that its renditions
 * stay over the size each may have on the pages even at lower quality is a sound
 * file: calling it "damaged or incomplete" sent the owner looking for a broken file.
 */
describe("a very detailed photo", () => {
  it("is refused for its detail and the renditions' size limit, not as damaged", { timeout: 60_000 }, async () => {
    // Pure noise: every pixel unlike its neighbours, the most detail a picture can hold.
    const bytes = await sharp({
      create: {
        width: 1200,
        height: 1500,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 80 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    const result = await processUpload(new Uint8Array(bytes), "The photo");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(422);
    expect(result.message).not.toMatch(/damaged|incomplete/);
    expect(result.message).toContain("too detailed");
    expect(result.message).toContain(`${MAX_OUTPUT_BYTES / 1024} KB`);
  });

  it("a cut-off file is still called incomplete", { timeout: 60_000 }, async () => {
    const whole = await sharp({
      create: { width: 800, height: 1000, channels: 3, background: { r: 120, g: 90, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const result = await processUpload(new Uint8Array(whole.subarray(0, Math.floor(whole.length * 0.6))), "The photo");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/damaged|incomplete/);
  });
});
