import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { SOURCE_FIELD, sourceFieldValue } from "~/lib/visit-source";

/**
 * The visit's source as a hidden field, filled in the browser from sessionStorage. Without
 * JavaScript there is none and the action reads the post's Referer instead.
 */
export function SourceFields() {
  const { pathname } = useLocation();
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => setValue(sourceFieldValue(pathname)), [pathname]);
  return value ? <input type="hidden" name={SOURCE_FIELD} value={value} /> : null;
}
