import { Form } from "react-router";
import { adminStyles } from "~/components/admin/admin-styles";

const STATE_WORDS: Record<string, string> = {
  valid: "Waiting",
  expired: "Expired",
  revoked: "Revoked",
  used: "Accepted",
};

export type InvitationRow = {
  id: number;
  name: string;
  role: string | null;
  state: string;
  expires: string;
  by: string;
};

/** The owner's invitations, open and lately ended; an open one can be revoked (its link stops working). */
export function InvitationList({ invitations }: { invitations: InvitationRow[] }) {
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitations-title" className="mt-8">
      <h2 id="invitations-title" className="font-display text-2xl">
        Invitations
      </h2>
      <ul className="mt-3 divide-y divide-line rounded-card border border-line bg-paper">
        {invitations.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center gap-3 p-4">
            <span className="min-w-0 flex-1">
              <span className="font-semibold break-words">{i.name}</span>{" "}
              <span className="text-sm text-ink-soft">
                ({i.role === "owner" ? "Owner" : "Staff"}) · {STATE_WORDS[i.state]}
                {i.state === "valid" ? ` until ${i.expires}` : ""} · by {i.by}
              </span>
            </span>
            {i.state === "valid" && (
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="link" value={i.id} />
                <button type="submit" className={adminStyles.danger} aria-label={`Revoke the invitation of ${i.name}`}>
                  Revoke
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
