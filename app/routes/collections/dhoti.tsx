import { href } from "react-router";
import { CollectionScreen } from "~/components/catalogue/collection-screen";
import type { CollectionScreenConfig } from "~/components/catalogue/screen-config";
import { dhotiCollection, dhotiFilters } from "~/content/catalogue/dhoti";
import { itemFilterLabel } from "~/lib/collection-filter";
import { pageMeta } from "~/lib/seo";

export const meta = () => pageMeta("/ramraj");

const config: CollectionScreenConfig = {
  path: href("/ramraj"),
  name: "Ramraj Collections",
  collection: dhotiCollection,
  filters: dhotiFilters,
  categoryStyle: "tabs",
  hero: {
    eyebrow: "Dhotis and Shirt Sets",
    title: "Ramraj Collections",
    subtitle: "Heritage Woven in Golden Threads",
    text: "Classic and double dhotis, ready-to-wear velcro dhotis and coordinated silk shirt sets, for poojas, weddings and festival mornings.",
    cta: { label: "Explore the Range" },
    image: dhotiCollection.hero,
  },
  section: {
    title: "The Dhoti Range",
    intro: "From a daily cotton dhoti to a pure silk wedding set. Ask us and we will show you how to drape it.",
  },
  eyebrow: (item) => itemFilterLabel(dhotiFilters, item),
  details: ["fabric", "fit"],
  empty: { hint: "Try another filter above, or choose All to see the full range.", reset: false },
};

export default function DhotiPage() {
  return <CollectionScreen config={config} />;
}
