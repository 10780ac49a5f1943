import { InterimPage } from "~/components/ui/interim-page";
export default function Login() {
  return <InterimPage title="Staff Login" />;
}
