export function action() {
  return Response.json({ success: false, message: "Not available yet." }, { status: 503 });
}
export function loader() {
  return Response.json({ success: false, message: "Not available yet." }, { status: 503 });
}
