import { InterimPage } from "~/components/ui/interim-page";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/collections/formals");

export default function Page() {
  return <InterimPage title="Formal Collection" />;
}
