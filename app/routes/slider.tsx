import { InterimPage } from "~/components/ui/interim-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/slider");

export default function Page() {
  return <InterimPage title="Collections Showcase" />;
}
