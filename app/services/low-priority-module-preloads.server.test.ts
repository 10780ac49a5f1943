import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-module-preloads.server";

async function rewrite(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(lowPriorityModulePreloads()));
}

const doc =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="preload" as="image" fetchPriority="high" href="/a.avif"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/></head>' +
  '<body><pre>&lt;link rel="modulepreload"</pre><p>x</p><link rel="modulepreload" href="/late.js"/></body></html>';

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload of the head low, and nothing else", async () => {
    const out = await rewrite([doc]);
    expect(out.match(/<link rel="modulepreload" fetchPriority="low" href="\/assets\/\w+\.js"\/>/g)).toHaveLength(2);
    expect(out).toContain('fetchPriority="high" href="/a.avif"');
    // After </head> the stream is untouched.
    expect(out.slice(out.indexOf("</head>"))).toBe(doc.slice(doc.indexOf("</head>")));
  });

  it("gives the same document however the stream is cut", async () => {
    const whole = await rewrite([doc]);
    for (const size of [1, 2, 3, 7, 24, 25, 26, 40]) {
      const chunks: string[] = [];
      for (let i = 0; i < doc.length; i += size) chunks.push(doc.slice(i, i + size));
      expect(await rewrite(chunks), `chunks of ${size}`).toBe(whole);
    }
  });

  it("passes a document without a head through unchanged", async () => {
    expect(await rewrite(["<p>partial", " page</p>"])).toBe("<p>partial page</p>");
  });
});
