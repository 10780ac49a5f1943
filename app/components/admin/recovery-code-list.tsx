import { Copy } from "lucide-react";
import { useState } from "react";
import { copyText } from "~/components/ui/copy-text";
import { useMounted } from "~/components/ui/use-mounted";
import { adminStyles } from "./admin-styles";
import { FormMessage } from "./form-message";

/** New recovery codes, shown this once: to write down or keep in a password manager. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const mounted = useMounted();
  const [copied, setCopied] = useState(false);
  return (
    <FormMessage tone="info" className="mt-4">
      <h2 className="font-sans text-base font-semibold">Your recovery codes</h2>
      <p className="mt-1">
        Each one signs you in once if your phone is lost. They are shown only now: write them down or keep them in a
        password manager, away from your phone.
      </p>
      <ol className="mt-3 grid gap-1 font-mono text-sm sm:grid-cols-2" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="break-all">
            {code}
          </li>
        ))}
      </ol>
      {mounted && (
        <button
          type="button"
          className={`${adminStyles.secondary} mt-3`}
          onClick={() => void copyText(codes.join("\n")).then(setCopied)}
        >
          <Copy aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
          {copied ? "Copied" : "Copy the codes"}
        </button>
      )}
    </FormMessage>
  );
}
