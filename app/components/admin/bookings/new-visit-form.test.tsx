// @vitest-environment happy-dom
import { cleanup, configure, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Slot } from "~/lib/booking/booking-slots";
import { NewVisitForm } from "./new-visit-form";

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const times = ["16:00", "16:30", "17:00"];
const days = [
  { date: "2026-11-27", label: "Fri 27 Nov", times },
  { date: "2026-11-28", label: "Sat 28 Nov", times },
];

async function timeChosen(underWay: Slot | null, load: Record<string, number> = {}) {
  const Stub = createRoutesStub([
    {
      path: "/admin/orders/new",
      Component: () => (
        <NewVisitForm
          formKey="key"
          capacity={3}
          days={days}
          times={times}
          load={load}
          items={[]}
          underWay={underWay}
          actionData={undefined}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/admin/orders/new"]} />);
  const select = (await screen.findByRole("combobox", { name: /^Time/ })) as HTMLSelectElement;
  return select.value;
}

describe("a walk-in at the counter", () => {
  it("starts on today and the slot under way, so booking the customer in front of staff takes no time taps", async () => {
    expect(await timeChosen({ date: "2026-11-27", time: "16:30" })).toBe("16:30");
  });

  it("starts on no time when the slot under way is full, or when nothing is under way", async () => {
    expect(await timeChosen({ date: "2026-11-27", time: "16:30" }, { "2026-11-27 16:30": 3 })).toBe("");
    cleanup();
    expect(await timeChosen(null)).toBe("");
  });
});
