import { isReady } from "~/services/platform/lifecycle.server";

/** The process can do its work: the database answers. */
export async function loader() {
  const ready = await isReady();
  return Response.json(
    { status: ready ? "ready" : "unavailable", database: ready ? "up" : "down" },
    { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
