import { InterimPage } from "~/components/ui/interim-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/ramraj");

export default function Page() {
  return <InterimPage title="Ramraj Collections" />;
}
