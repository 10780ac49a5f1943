import { describe, expect, it } from "vitest";
import { positionFromMapLink } from "./map-link.ts";

describe("the map position from a pasted link", () => {
  it.each([
    "https://www.google.com/maps/place/Some+Shop/@13.0079,77.5128,17z/data=!3m1",
    "https://maps.google.com/maps?q=13.0079,77.5128&z=16",
    "https://www.google.com/maps/search/?api=1&query=13.0079%2C77.5128",
    "geo:13.0079,77.5128",
    "13.0079, 77.5128",
  ])("reads %s", (link) => {
    expect(positionFromMapLink(link)).toEqual({ lat: 13.0079, lng: 77.5128 });
  });

  it("reads nothing from a short link or an impossible position", () => {
    expect(positionFromMapLink("https://maps.app.goo.gl/abc123")).toBeUndefined();
    expect(positionFromMapLink("95.1, 77.5")).toBeUndefined();
    expect(positionFromMapLink("Yeshwanthpur")).toBeUndefined();
  });
});
