import { Transform, type TransformCallback } from "node:stream";

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRELOAD = '<link rel="modulepreload" fetchPriority="low"';
const HEAD_END = "</head>";

/**
 * Marks the document's module preloads `fetchPriority="low"` (issue 14).
 *
 * React Router's <Scripts> writes one `<link rel="modulepreload">` per module of the
 * page (~150 KB on the home page) and browsers fetch those at high priority, level
 * with the hero image and ahead of it on a phone's few connections, so the first
 * paint waited for JavaScript the server-rendered page does not need to be seen.
 * React marks its own bootstrap preloads low for the same reason; <Scripts> takes no
 * option for it (React 19.3's `preloadModule` does, once React Router uses it).
 * Only the head is rewritten: the stream is passed through untouched after `</head>`.
 */
export function lowPriorityModulePreloads(): Transform {
  let carry = "";
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      if (!inHead) return callback(null, chunk);
      let text = carry + chunk.toString();
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        carry = "";
        const head = text.slice(0, headEnd).replaceAll(PRELOAD, LOW_PRELOAD);
        return callback(null, head + text.slice(headEnd));
      }
      text = text.replaceAll(PRELOAD, LOW_PRELOAD);
      // Hold back a tail that could be the start of a tag split across chunks.
      const keep = Math.min(text.length, Math.max(PRELOAD.length, HEAD_END.length) - 1);
      carry = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback: TransformCallback) {
      callback(null, carry);
    },
  });
}
