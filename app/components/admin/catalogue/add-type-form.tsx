import { getFormProps, type Submission, useForm } from "@conform-to/react";
import { Plus } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { COLLECTION_LIMITS, type CollectionActionData, parseTypeForm } from "~/lib/catalogue/collection-form";

type Checked = Submission<Record<string, string>, string[], unknown>;

/** "Add a type": a new kind of garment for the collection (in one group of the groom screen). */
export function AddTypeForm({
  groups,
  busy,
  actionData,
}: {
  groups: ReadonlyArray<{ value: string; label: string }> | null;
  busy: boolean;
  actionData: CollectionActionData | undefined;
}) {
  const [form, fields] = useForm<{ label: string; group: string }, unknown, string[]>({
    id: "add-type-form",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseTypeForm(formData) as Checked,
  });
  return (
    <section
      id="add-type"
      aria-labelledby="add-type-title"
      className="mt-8 rounded-card border border-line bg-paper p-4 sm:p-6"
    >
      <h2 id="add-type-title" className="font-display text-2xl text-ink">
        Add a type
      </h2>
      <p className="mt-1 text-sm text-ink-soft">A new kind of garment for this collection, e.g. Nehru Jacket.</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <Field label="Name" required error={fields.label.errors?.[0]}>
          <Input
            name="label"
            type="text"
            maxLength={COLLECTION_LIMITS.filterLabel}
            required
            defaultValue={String(fields.label.initialValue ?? "")}
          />
        </Field>
        {groups && (
          <Field label="Group" required>
            <Select name="group" required defaultValue={String(fields.group.initialValue ?? "")}>
              {groups.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.label}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Button type="submit" name="intent" value="add-type" variant="dark" size="compact" disabled={busy}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add type
        </Button>
      </Form>
    </section>
  );
}
