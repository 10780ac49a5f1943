import { LogOut, Monitor, Smartphone } from "lucide-react";
import { Form } from "react-router";
import { adminStyles } from "./admin-styles";

export type DeviceRow = {
  handle: string;
  browser: string;
  place: string;
  signedIn: string;
  lastSeen: string;
  current: boolean;
  phone: boolean;
};

/**
 * Signed-in devices: browser, approximate place, when signed in and last seen, and
 * a sign-out button on each (a plain form: works without JavaScript). The current
 * device is marked and has no button (Log out is in the sidebar).
 */
export function DeviceList({ devices, intent = "end-session" }: { devices: DeviceRow[]; intent?: string }) {
  if (devices.length === 0) return <p className="mt-3 text-sm text-ink-soft">No device is signed in.</p>;
  return (
    <ul className="mt-4 divide-y divide-line rounded-card border border-line bg-paper">
      {devices.map((device) => {
        const Icon = device.phone ? Smartphone : Monitor;
        return (
          <li key={device.handle} className="flex flex-wrap items-center gap-3 p-4">
            <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brass-deep" strokeWidth={1.75} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words">
                {device.browser}
                {device.current && (
                  <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-ink">
                    This device
                  </span>
                )}
              </p>
              <p className="text-sm break-words text-ink-soft">{device.place}</p>
              <p className="text-sm text-ink-soft">
                Signed in {device.signedIn} · last seen {device.lastSeen}
              </p>
            </div>
            {!device.current && (
              <Form method="post">
                <input type="hidden" name="intent" value={intent} />
                <input type="hidden" name="session" value={device.handle} />
                <button
                  type="submit"
                  className={adminStyles.secondary}
                  aria-label={`Sign out ${device.browser}, ${device.place}`}
                >
                  <LogOut aria-hidden="true" className="h-4 w-4" strokeWidth={1.75} />
                  Sign out
                </button>
              </Form>
            )}
          </li>
        );
      })}
    </ul>
  );
}
