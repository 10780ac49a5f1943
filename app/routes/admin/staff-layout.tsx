import { Outlet, redirect } from "react-router";
export function loader() {
  // Until staff sessions exist, nothing behind this layout is reachable.
  throw redirect("/admin");
}
export default function StaffLayout() {
  return <Outlet />;
}
