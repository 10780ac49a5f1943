import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { NAME_MAX } from "~/lib/accounts/account-fields";
import { ROLE_DESCRIPTIONS } from "~/lib/accounts/roles";
import { EMAIL_MAX, PHONE_LIMITS } from "~/lib/forms/field-limits";
import { replyErrors, type FormReply } from "~/lib/forms/reply";

/**
 * The owner's invitation: who, how to reach them, and what they may do. A refused one
 * comes back with each field's message and what was typed (the reply of
 * lib/accounts/account-schemas.ts's invitation schema).
 */
export function InviteForm({ reply, busy }: { reply?: FormReply; busy: boolean }) {
  const errors = replyErrors(reply);
  const typed = (name: string) => {
    const value = reply?.initialValue?.[name];
    return typeof value === "string" ? value : undefined;
  };
  const values = { name: typed("name"), email: typed("email"), phone: typed("phone"), role: typed("role") };
  return (
    <Form method="post" className="mt-4 grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="intent" value="invite" />
      <Field label="Name" required error={errors.name}>
        <Input name="name" autoComplete="off" maxLength={NAME_MAX} defaultValue={values.name} />
      </Field>
      <Field label="Role" required error={errors.role} hint={ROLE_DESCRIPTIONS.staff}>
        <Select name="role" defaultValue={values.role ?? "staff"}>
          <option value="staff">Staff</option>
          <option value="owner">Owner</option>
        </Select>
      </Field>
      <Field label="E-mail" optional error={errors.email} hint="The link is e-mailed when the store's mail is set up.">
        <Input name="email" type="email" autoComplete="off" maxLength={EMAIL_MAX} defaultValue={values.email} />
      </Field>
      <Field label="Phone" optional error={errors.phone} hint="For sending the link on WhatsApp.">
        <Input name="phone" type="tel" autoComplete="off" maxLength={PHONE_LIMITS.chars} defaultValue={values.phone} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" variant="dark" size="compact" disabled={busy}>
          Make the invitation link
        </Button>
      </div>
    </Form>
  );
}
