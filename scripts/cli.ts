/**
 * The host's operational commands in one program. `npm run build` compiles it to build/cli.js, so
 * a production install runs them with plain Node, without tsx or any dev dependency
 * (docs/deployment.md); the npm scripts call it:
 *
 *   npm run staff:invite -- owner@agency.example --role owner
 *   node /srv/agency/build/cli.js staff:invite owner@agency.example --role owner
 *
 * A command is a module whose `run` takes the arguments after its name and resolves to the line
 * it prints; adding one is a line here and its npm script.
 */
import { CliError } from "./cli-error";

type Command = { run(args: string[]): Promise<string> };

const COMMANDS = new Map<string, () => Promise<Command>>([
  ["staff:invite", () => import("./staff-invite")],
  ["data:export", () => import("./data-export")],
  ["data:import", () => import("./data-import")],
  ["data:backup", () => import("./data-backup")],
  ["blog:publish", () => import("./blog-publish")],
]);

const [name, ...args] = process.argv.slice(2);
const command = name ? COMMANDS.get(name) : undefined;
const known = `The commands: ${[...COMMANDS.keys()].join(", ")} (docs/deployment.md).`;
if (!name) {
  process.stdout.write(`${known}\n`);
} else if (!command) {
  process.stderr.write(`There is no command "${name}". ${known}\n`);
  process.exitCode = 1;
} else {
  try {
    process.stdout.write(`${await (await command()).run(args)}\n`);
  } catch (error) {
    process.stderr.write(`${error instanceof CliError ? error.message : error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  }
}
