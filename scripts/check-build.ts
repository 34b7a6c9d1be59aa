// The last step of `npm run build`: fails the build when something the site takes from Remix,
// React or the bundler without their promise no longer holds (scripts/build-checks.ts).
import { buildProblems } from "./build-checks";

const problems = await buildProblems();
if (problems.length > 0) {
  console.error(`The build does not hold what the site relies on:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  process.exit(1);
}
console.log("checked build: module preloads held, route imports deferred, router global and React error as expected, chunks as cut");
process.exit(0);
