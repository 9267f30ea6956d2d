import { type ParseArgsConfig, parseArgs } from "node:util";

/** What an operators' command answers: its exit code and what it prints. */
export interface Outcome {
  readonly code: number;
  readonly out: string;
}

/** An unexpected error is one line and exit code 1. */
export async function runFromShell(run: (argv: string[], env: NodeJS.ProcessEnv) => Promise<Outcome>): Promise<void> {
  try {
    const { code, out } = await run(process.argv.slice(2), process.env);
    (code === 0 ? process.stdout : process.stderr).write(out);
    process.exitCode = code;
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}

/** "1 enquiry", "2 enquiries": the commands speak English. */
export const enquiries = (count: number) => `${count} ${count === 1 ? "enquiry" : "enquiries"}`;

/** The arguments as parseArgs reads them, or what it objects to and the usage (exit code 2). */
export function argsOf<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> | Outcome {
  try {
    return parseArgs(config);
  } catch (error) {
    return { code: 2, out: `${(error as Error).message}\n\n${usage}\n` };
  }
}
