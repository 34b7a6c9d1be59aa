import { beforeEach } from "vitest";
import { resetCachesForTests } from "~/lib/in-process-caches.server";

// Each test starts from a cold site: no blog list, site content, countries or form allowance left by the one before.
beforeEach(() => resetCachesForTests());
