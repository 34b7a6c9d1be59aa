import { type Outcome, Probe, Unreachable } from "./probe";
import { publicChecks } from "./public-checks";
import { refusalCheck, staffChecks } from "./staff-checks";

export interface CheckOptions {
  /** The API's base address, e.g. http://127.0.0.1:3000/api. */
  api: string;
  adminToken?: string;
  /** Each line as it is known; console.log when run from the command line. */
  print?: (line: string) => void;
}

export interface CheckResult {
  /** 0: every answer fits; 1: a mismatch; 2: the backend could not be reached. */
  exitCode: 0 | 1 | 2;
  outcomes: Outcome[];
}

export function outcomeLines(outcome: Outcome): string[] {
  if (outcome.kind === "pass") return [`ok ${outcome.line}`];
  if (outcome.kind === "skip") return [`skipped ${outcome.line}: ${outcome.reason}`];
  return outcome.mismatches.map((mismatch) => `${outcome.line}: ${mismatch.path}: ${mismatch.message}`);
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "es"}`;

/** Runs the contract's requests against a backend and prints each answer's verdict, then a summary. */
export async function runContractCheck({ api, adminToken, print = () => undefined }: CheckOptions): Promise<CheckResult> {
  const base = api.replace(/\/+$/, "");
  const probe = new Probe(base, (outcome) => outcomeLines(outcome).forEach((line) => print(line)));
  try {
    await publicChecks(probe);
    await refusalCheck(probe);
    if (adminToken) await staffChecks(probe, adminToken);
  } catch (error) {
    if (!(error instanceof Unreachable)) throw error;
    print(error.message);
    return { exitCode: 2, outcomes: probe.outcomes };
  }
  const count = (kind: Outcome["kind"]) => probe.outcomes.filter((outcome) => outcome.kind === kind).length;
  const mismatches = probe.outcomes.reduce((sum, outcome) => sum + (outcome.kind === "mismatch" ? outcome.mismatches.length : 0), 0);
  print(
    `contract:check ${base}: ${count("pass")} passed, ${plural(mismatches, "mismatch")} in ${count("mismatch")} answer(s), ${count("skip")} skipped` +
      (adminToken ? "" : " (staff reads not checked: no --admin-token)"),
  );
  return { exitCode: mismatches > 0 ? 1 : 0, outcomes: probe.outcomes };
}
