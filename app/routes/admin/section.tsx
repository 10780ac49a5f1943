import { InterimPage } from "~/components/ui/interim-page";
export default function Page() {
  return <InterimPage title="Staff area" />;
}
