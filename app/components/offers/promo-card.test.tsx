// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { welcomePromo as promo } from "~/content/site/offers";
import { PromoCard } from "./promo-card";

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("~/components/ui/toast", () => ({ toast: toasts }));

describe("PromoCard copy button", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: vi.fn(() => Promise.resolve()) },
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    toasts.success.mockReset();
  });

  async function press() {
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: `Copy code ${promo.code}` }));
    });
  }

  it("copies the code, says so for 2 seconds, then clears", async () => {
    render(<PromoCard promo={promo} />);
    await press();
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(promo.code);
    expect(screen.getByRole("button", { name: `Copied ${promo.code}` })).toHaveProperty("textContent", "Copied!");
    expect(toasts.success).toHaveBeenCalledWith("Code Copied!", {
      description: `${promo.code} has been copied to your clipboard.`,
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText("Copied!")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Copied!")).toBeNull();
    expect(screen.getByText("Copy Code")).toBeTruthy();
  });

  it("a second press restarts the full 2 seconds", async () => {
    render(<PromoCard promo={promo} />);
    await press();
    act(() => vi.advanceTimersByTime(1500));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: `Copied ${promo.code}` }));
    });
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByText("Copied!")).toBeTruthy();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText("Copied!")).toBeNull();
  });
});
