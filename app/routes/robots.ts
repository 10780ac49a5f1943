export function loader() {
  return new Response("User-agent: *\nDisallow: /admin\nDisallow: /api/\n", {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
