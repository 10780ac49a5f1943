import { describe, expect, it } from "vitest";
import { DIRECT, visitSource } from "./visit-source";

const none = new URLSearchParams();
const own = "www.themensstudio.in";

describe("visitSource", () => {
  it("keeps only the referring site's domain, without www. or mobile prefixes", () => {
    expect(visitSource("https://www.google.co.in/", none, own)).toBe("google.co.in");
    expect(visitSource("https://l.instagram.com/?u=https%3A%2F%2Fwww.themensstudio.in%2Fgroom", none, own)).toBe(
      "instagram.com",
    );
    expect(visitSource("https://m.facebook.com/story.php?id=1", none, own)).toBe("facebook.com");
    expect(visitSource("https://www.bing.com/search?q=sherwani+bangalore", none, own)).toBe("bing.com");
  });

  it("says direct when there is no referrer, or none that is an address", () => {
    expect(visitSource("", none, own)).toBe(DIRECT);
    expect(visitSource("not a url", none, own)).toBe(DIRECT);
    expect(visitSource("ftp://files.example.com/", none, own)).toBe(DIRECT);
  });

  it("names Android apps by their package", () => {
    expect(visitSource("android-app://com.google.android.gm/", none, own)).toBe("app: com.google.android.gm");
  });

  it("is no new visit when the referrer is this site (any www., port or case)", () => {
    expect(visitSource("https://www.themensstudio.in/groom", none, own)).toBeNull();
    expect(visitSource("https://THEMENSSTUDIO.in/", none, own)).toBeNull();
    expect(visitSource("http://localhost:3000/about", none, "localhost:3000")).toBeNull();
  });

  it("prefers the store's own campaign name on the link, when it is a sensible one", () => {
    expect(visitSource("", new URLSearchParams("utm_source=Diwali-Poster"), own)).toBe("diwali-poster");
    expect(visitSource("https://www.google.com/", new URLSearchParams("ref=wedding_fair"), own)).toBe("wedding_fair");
    expect(visitSource("", new URLSearchParams("utm_source=<script>"), own)).toBe(DIRECT);
    expect(visitSource("", new URLSearchParams(`utm_source=${"x".repeat(60)}`), own)).toBe(DIRECT);
  });
});
