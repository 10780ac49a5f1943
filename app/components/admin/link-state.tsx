import { Link2Off } from "lucide-react";
import { AuthCard, type Brand } from "./auth-card";

export type EndedState = "used" | "expired" | "revoked" | "unknown";

const WORDS: Record<EndedState, string> = {
  used: "This link has already been used. Each link works once.",
  expired: "This link has expired: links work for 72 hours.",
  revoked: "This link was taken back by the owner.",
  unknown: "This link is not known. Check it was copied whole.",
};

/** A one-time link that no longer works, and what to do about it. */
export function LinkEnded({ state, kind, brand }: { state: EndedState; kind: "invite" | "reset"; brand?: Brand }) {
  return (
    <AuthCard
      brand={brand}
      Icon={Link2Off}
      title={kind === "invite" ? "Invitation" : "New password"}
      lead="This link does not work any more."
      footer={
        <a href="/admin" className="underline-offset-4 hover:underline">
          Go to the staff login
        </a>
      }
    >
      <p role="alert" className="mt-6 rounded-card border border-danger/40 bg-danger/5 p-3 text-sm text-ink">
        {WORDS[state]} Ask the owner for a new one.
      </p>
    </AuthCard>
  );
}

/** 410 for a link that has ended, 404 for one never made: the page says which, the status tells a script. */
export function endedStatus(state: EndedState): number {
  return state === "unknown" ? 404 : 410;
}
