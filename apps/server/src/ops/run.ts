import type { Database } from '../db/client';
import type { Services } from '../services';
import { OPS_COMMANDS } from './commands';

export function opsHelp(): string {
  const rows = Object.values(OPS_COMMANDS).map((c) => `  ${c.usage.padEnd(40)} ${c.summary}`);
  return ['usage: npm run ops -- <command> [args]', '', 'commands:', ...rows].join('\n');
}

/** Runs one command line against a database; returns the exit code and what it printed. */
/** `services` is needed by the money commands (prices, chain, clock); the CLI and the admin server pass them. */
export async function runOps(
  db: Database,
  argv: string[],
  services?: Services,
): Promise<{ code: number; output: string[] }> {
  const output: string[] = [];
  const [name, ...args] = argv;
  const command = name ? OPS_COMMANDS[name] : undefined;
  if (!command) {
    output.push(opsHelp());
    return { code: name && name !== 'help' ? 2 : 0, output };
  }
  const code = await command.run(
    {
      db,
      out: (line) => output.push(line),
      services: () => {
        if (!services) throw new Error(`${name} needs the app's services`);
        return services;
      },
    },
    args,
  );
  return { code, output };
}
