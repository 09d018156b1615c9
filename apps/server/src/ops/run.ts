import type { Database } from '../db/client';
import { OPS_COMMANDS } from './commands';

export function opsHelp(): string {
  const rows = Object.values(OPS_COMMANDS).map((c) => `  ${c.usage.padEnd(40)} ${c.summary}`);
  return ['usage: npm run ops -- <command> [args]', '', 'commands:', ...rows].join('\n');
}

/** Runs one command line against a database; returns the exit code and what it printed. */
export async function runOps(db: Database, argv: string[]): Promise<{ code: number; output: string[] }> {
  const output: string[] = [];
  const [name, ...args] = argv;
  const command = name ? OPS_COMMANDS[name] : undefined;
  if (!command) {
    output.push(opsHelp());
    return { code: name && name !== 'help' ? 2 : 0, output };
  }
  const code = await command.run({ db, out: (line) => output.push(line) }, args);
  return { code, output };
}
