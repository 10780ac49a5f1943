import { InterimPage } from "~/components/ui/interim-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/contact");

export default function Page() {
  return <InterimPage title="Contact Us" />;
}
