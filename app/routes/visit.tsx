import { InterimPage } from "~/components/ui/interim-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/visit");

export default function Page() {
  return <InterimPage title="Visit Our Store" />;
}
