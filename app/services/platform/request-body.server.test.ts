import { describe, expect, it } from "vitest";
import { bodyProblemResponse, readRequestBody } from "./request-body.server.ts";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/api/x", { method: "POST", body, headers, duplex: "half" } as RequestInit);

/** A body that arrives in chunks with no Content-Length, as a lying or streaming client sends it. */
function streamed(text: string, chunkBytes = 4096): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunkBytes));
      offset += chunkBytes;
    },
  });
}

describe("readRequestBody", () => {
  it("reads JSON objects, URL-encoded forms and multipart forms (with files) as fields", async () => {
    const json = await readRequestBody(post('{"name":"Asha","n":2}', { "content-type": "application/json" }), {
      maxBytes: 1024,
    });
    expect(json).toEqual({ ok: true, fields: { name: "Asha", n: 2 }, files: {}, fileLists: {}, valueLists: {} });

    const form = await readRequestBody(
      post("name=Asha&name=Second&toString=kept", { "content-type": "application/x-www-form-urlencoded" }),
      { maxBytes: 1024 },
    );
    // The first value of a repeated name counts as the field; every value is in its list
    // (ticked checkboxes); a name like "toString" is a field like any other.
    expect(form).toEqual({
      ok: true,
      fields: { name: "Asha", toString: "kept" },
      files: {},
      fileLists: {},
      valueLists: { name: ["Asha", "Second"], toString: ["kept"] },
    });

    const multipart = new FormData();
    multipart.set("title", "Linen shirt");
    multipart.set("photo", new File([new Uint8Array([1, 2, 3])], "shirt.jpg", { type: "image/jpeg" }));
    const request = new Request("http://127.0.0.1/x", { method: "POST", body: multipart });
    const read = await readRequestBody(request, { maxBytes: 4096 });
    expect(read.ok && read.fields).toEqual({ title: "Linen shirt" });
    expect(read.ok && read.files.photo?.name).toBe("shirt.jpg");
    expect(read.ok && new Uint8Array(await read.files.photo!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("keeps every file of a repeated name in order, without the empty part of an unused file input", async () => {
    const multipart = new FormData();
    multipart.append("photos", new File([new Uint8Array([1])], "front.jpg", { type: "image/jpeg" }));
    multipart.append("photos", new File([new Uint8Array([2, 2])], "back.png", { type: "image/png" }));
    multipart.append("other", new File([], "", { type: "application/octet-stream" }));
    const read = await readRequestBody(new Request("http://127.0.0.1/x", { method: "POST", body: multipart }), {
      maxBytes: 4096,
    });
    expect(read.ok && read.fileLists.photos?.map((f) => [f.name, f.size])).toEqual([
      ["front.jpg", 1],
      ["back.png", 2],
    ]);
    expect(read.ok && read.files.photos?.name).toBe("front.jpg");
    expect(read.ok && read.fileLists.other).toBeUndefined();
  });

  it("answers 415 for other types, 400 for broken or non-object JSON", async () => {
    for (const type of ["text/plain", "application/xml", ""]) {
      const result = await readRequestBody(post("x", type ? { "content-type": type } : {}), { maxBytes: 1024 });
      expect(result).toMatchObject({ ok: false, status: 415 });
    }
    for (const body of ["{not json", "[1,2]", "null", '"text"', "\u00ff"]) {
      const result = await readRequestBody(post(body, { "content-type": "application/json" }), { maxBytes: 1024 });
      expect(result, body).toMatchObject({ ok: false, status: 400 });
    }
  });

  it("answers 413 past the limit, declared or not, and closes the connection", async () => {
    const declared = await readRequestBody(post("x".repeat(2048), { "content-type": "application/json" }), {
      maxBytes: 1024,
    });
    expect(declared).toMatchObject({ ok: false, status: 413, headers: { Connection: "close" } });
    const undeclared = await readRequestBody(
      post(streamed(JSON.stringify({ m: "x".repeat(5000) })), { "content-type": "application/json" }),
      { maxBytes: 1024 },
    );
    expect(undeclared).toMatchObject({ ok: false, status: 413 });
    const response = bodyProblemResponse(undeclared as Extract<typeof undeclared, { ok: false }>);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: "The request is too large (1 KB at most)." });
  });

  it("takes bodies up to a limit above a megabyte (uploads), streamed or not", async () => {
    const big = JSON.stringify({ data: "y".repeat(2 * 1024 * 1024) });
    const result = await readRequestBody(post(streamed(big, 64 * 1024), { "content-type": "application/json" }), {
      maxBytes: 3 * 1024 * 1024,
    });
    expect(result.ok && (result.fields.data as string).length).toBe(2 * 1024 * 1024);
  });
});
