// @vitest-environment happy-dom
import { cleanup, configure, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useSearchParams } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { groomFilters } from "~/content/catalogue/groom";
import { parseFilterQuery } from "~/lib/catalogue/collection-filter";
import { FilterBar } from "./filter-bar";

/** The bar on a page of its own, reading its state from the URL as the collection screen does. */
function GroomFilters() {
  const [params] = useSearchParams();
  return (
    <FilterBar
      path="/groom"
      filters={groomFilters}
      state={parseFilterQuery(params, groomFilters)}
      categoryStyle="chips"
      resetAction
    />
  );
}

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: "/groom", Component: GroomFilters }]);
  return render(<Stub initialEntries={[url]} />);
}

const group = (name: string) => screen.getByRole("group", { name });

// Rendering through the router stub is slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

describe("FilterBar (groom)", () => {
  it("shows the main groups, marks the current one, and no sub-filters on All Collections", () => {
    renderAt("/groom");
    const main = group("Collection");
    expect(
      within(main)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(["All Collections", "Traditional", "Shirts", "Accessories"]);
    expect(within(main).getByRole("link", { name: "All Collections" }).getAttribute("aria-current")).toBe("true");
    expect(screen.queryByRole("group", { name: "Traditional wear" })).toBeNull();
    // Nothing to reset on the default view, so no reset is offered.
    expect(screen.queryByRole("link", { name: "Reset Filters" })).toBeNull();
  });

  it("choosing a group shows its sub-filters; choosing another group clears the sub-filter", async () => {
    renderAt("/groom?category=traditional&type=sherwani");
    const sub = group("Traditional wear");
    expect(
      within(sub)
        .getByRole("link", { name: /Sherwani/ })
        .getAttribute("aria-current"),
    ).toBe("true");
    // Links carry the next state: another group drops the type.
    expect(within(group("Collection")).getByRole("link", { name: "Accessories" }).getAttribute("href")).toBe(
      "/groom?category=accessories",
    );
    // A sub-filter keeps the group.
    expect(within(sub).getByRole("link", { name: "Bandi" }).getAttribute("href")).toBe(
      "/groom?category=traditional&type=bandi",
    );
    expect(screen.getByRole("link", { name: "Reset Filters" }).getAttribute("href")).toBe("/groom");

    await userEvent.click(within(group("Collection")).getByRole("link", { name: "Accessories" }));
    const accessories = await screen.findByRole("group", { name: "Accessories" });
    expect(within(accessories).queryByRole("link", { current: "true" })).toBeNull();
    expect(within(group("Collection")).getByRole("link", { name: "Accessories" }).getAttribute("aria-current")).toBe(
      "true",
    );
  });

  it("pressing the active sub-filter again clears it", () => {
    renderAt("/groom?category=traditional&type=sherwani");
    expect(
      within(group("Traditional wear"))
        .getByRole("link", { name: /Sherwani/ })
        .getAttribute("href"),
    ).toBe("/groom?category=traditional");
  });
});
