import { useEffect, useState } from "react";

/** The spec's shake of an invalid field lasts about 450 ms. */
const SHAKE_MS = 450;

/**
 * True for SHAKE_MS when the field turns invalid, and again on every submit attempt while
 * it is invalid. The CSS leaves the motion out for visitors who ask for less of it.
 */
export function useShake(invalid: boolean, attempt: number): boolean {
  const [shaking, setShaking] = useState(false);
  useEffect(() => {
    if (invalid) setShaking(true);
  }, [invalid, attempt]);
  // Timed from the render that shows the shake, so a busy page never cuts it short.
  useEffect(() => {
    if (!shaking) return;
    const timer = window.setTimeout(() => setShaking(false), SHAKE_MS);
    return () => window.clearTimeout(timer);
  }, [shaking]);
  return shaking;
}
