import { InterimPage } from "~/components/ui/interim-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/gallery");

export default function Page() {
  return <InterimPage title="Gallery" />;
}
