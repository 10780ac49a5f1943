import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { EMAIL_MAX, NAME_MAX } from "~/lib/accounts/account-fields";
import { ROLE_DESCRIPTIONS } from "~/lib/accounts/roles";

export type InviteErrors = Partial<Record<"name" | "email" | "phone" | "role", string>>;
export type InviteValues = { name: string; email: string; phone: string; role: string };

/** The owner's invitation: who, how to reach them, and what they may do. */
export function InviteForm({ errors, values, busy }: { errors?: InviteErrors; values?: InviteValues; busy: boolean }) {
  return (
    <Form method="post" className="mt-4 grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="intent" value="invite" />
      <Field label="Name" required error={errors?.name}>
        <Input name="name" autoComplete="off" maxLength={NAME_MAX} defaultValue={values?.name} />
      </Field>
      <Field label="Role" required error={errors?.role} hint={ROLE_DESCRIPTIONS.staff}>
        <Select name="role" defaultValue={values?.role ?? "staff"}>
          <option value="staff">Staff</option>
          <option value="owner">Owner</option>
        </Select>
      </Field>
      <Field label="E-mail" optional error={errors?.email} hint="The link is e-mailed when the store's mail is set up.">
        <Input name="email" type="email" autoComplete="off" maxLength={EMAIL_MAX} defaultValue={values?.email} />
      </Field>
      <Field label="Phone" optional error={errors?.phone} hint="For sending the link on WhatsApp.">
        <Input name="phone" type="tel" autoComplete="off" maxLength={30} defaultValue={values?.phone} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" variant="dark" size="compact" disabled={busy}>
          Make the invitation link
        </Button>
      </div>
    </Form>
  );
}
