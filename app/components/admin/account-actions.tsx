import { Form } from "react-router";
import { Field, Select } from "~/components/ui/field";
import { adminStyles } from "./admin-styles";

/**
 * The owner's actions on a colleague's account, each a plain form carrying the
 * version the page showed (a change made meanwhile is refused, not overwritten).
 */
export function AccountActions({
  account,
  self,
  busy,
}: {
  account: { id: number; version: number; role: string; status: string; name: string; twoStep: boolean };
  self: boolean;
  busy: boolean;
}) {
  const version = <input type="hidden" name="version" value={account.version} />;
  return (
    <div className="mt-4 space-y-6">
      {!self && (
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="role" />
          {version}
          <Field label="Role" className="min-w-40">
            <Select name="role" defaultValue={account.role}>
              <option value="staff">Staff</option>
              <option value="owner">Owner</option>
            </Select>
          </Field>
          <button type="submit" className={adminStyles.secondary} disabled={busy}>
            Change role
          </button>
        </Form>
      )}
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="reset-link" />
          <button type="submit" className={adminStyles.secondary} disabled={busy}>
            Make a password reset link
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="end-sessions" />
          <button type="submit" className={adminStyles.secondary} disabled={busy}>
            Sign out all devices
          </button>
        </Form>
        {!self && (
          <Form method="post">
            <input type="hidden" name="intent" value={account.status === "active" ? "disable" : "enable"} />
            {version}
            <button
              type="submit"
              className={account.status === "active" ? adminStyles.danger : adminStyles.primary}
              disabled={busy}
            >
              {account.status === "active" ? "Disable the account" : "Enable the account"}
            </button>
          </Form>
        )}
      </div>
      {account.twoStep && (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-danger">
            Clear two-step sign-in (a lost phone)
          </summary>
          <p className="mt-1 text-sm text-ink-soft">
            Removes the authenticator app, recovery codes and passkeys of {account.name}. They sign in with their
            password and set it up again.
          </p>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="clear-two-step" />
            <button type="submit" className={adminStyles.danger} disabled={busy}>
              Clear two-step sign-in
            </button>
          </Form>
        </details>
      )}
      {!self && (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-danger">
            Delete the account
          </summary>
          <p className="mt-1 text-sm text-ink-soft">
            {account.name} can no longer sign in; their name stays on what they did (the activity log, a product&apos;s
            history). To stop access but keep the account, disable it instead.
          </p>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="delete" />
            {version}
            <button type="submit" className={adminStyles.dangerSolid} disabled={busy}>
              Delete {account.name}&apos;s account for good
            </button>
          </Form>
        </details>
      )}
    </div>
  );
}
