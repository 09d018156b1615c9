import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { OPS_COMMANDS } from './commands';

function help(): string {
  const rows = Object.values(OPS_COMMANDS).map((c) => `  ${c.usage.padEnd(28)} ${c.summary}`);
  return ['usage: npm run ops -- <command> [args]', '', 'commands:', ...rows].join('\n');
}

/**
 * With the embedded database the server process owns the files, so run these while it is stopped;
 * with DATABASE_URL they work alongside running servers.
 */
async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? OPS_COMMANDS[name] : undefined;
  if (!command) {
    console.log(help());
    return name && name !== 'help' ? 2 : 0;
  }
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    return await command.run({ db, out: (line) => console.log(line) }, args);
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`ops failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
