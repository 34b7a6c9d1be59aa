import { parseArgs } from "node:util";
import { runContractCheck } from "./contract-check/run";

/** npm run contract:check -- --api URL [--admin-token T] (docs/contract-check.md). */
const USAGE = "Usage: npm run contract:check -- --api http://127.0.0.1:3000/api [--admin-token TOKEN]";

function options() {
  try {
    const { values } = parseArgs({ options: { api: { type: "string" }, "admin-token": { type: "string" } } });
    if (!values.api || !URL.canParse(values.api) || !/^https?:$/.test(new URL(values.api).protocol)) return null;
    return { api: values.api, adminToken: values["admin-token"] };
  } catch {
    return null;
  }
}

const given = options();
if (!given) {
  console.error(USAGE);
  process.exit(2);
}
const { exitCode } = await runContractCheck({ ...given, print: (line) => console.log(line) });
process.exit(exitCode);
