import { afterAll, expect, vi } from "vitest";

/**
 * Files of a shared-process project (vitest.config.ts) run one after another in one process, and
 * the site reads its environment once: a file that changes it would change what the files after
 * it see, in an order that varies from run to run. This fails such a file by name instead.
 * The snapshot is taken before the test file is imported, as this setup file runs again for each.
 */
const environment = { ...process.env };

afterAll((file) => {
  const changed = [...new Set([...Object.keys(environment), ...Object.keys(process.env)])].filter(
    (name) => environment[name] !== process.env[name] && !name.startsWith("VITEST"),
  );
  expect(changed, `${file.name} changes the environment: list it in vitest.config.ts's OWN_PROCESS`).toEqual([]);
  expect(vi.isFakeTimers(), `${file.name} leaves fake timers on for the files after it`).toBe(false);
});
