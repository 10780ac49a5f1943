import { InterimPage } from "~/components/ui/interim-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/innerwears");

export default function Page() {
  return <InterimPage title="Inner Wear Brands" />;
}
