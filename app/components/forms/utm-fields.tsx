import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { loader as rootLoader } from "~/root";
import { readStoredUtm, UTM_KEYS, type Utm } from "~/lib/utm";

/**
 * The visit's campaign as hidden fields of the quote form: what the server kept in the
 * session, else what this tab kept in sessionStorage.
 */
export function UtmFields() {
  const fromServer = useRouteLoaderData<typeof rootLoader>("root")?.utm ?? null;
  const [utm, setUtm] = useState<Utm | null>(fromServer);
  useEffect(() => {
    setUtm(fromServer ?? readStoredUtm());
  }, [fromServer]);
  if (!utm) return null;
  return (
    <>{UTM_KEYS.map((key) => (utm[key] ? <input key={key} type="hidden" name={key} value={utm[key]} /> : null))}</>
  );
}
