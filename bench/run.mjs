// `npm run bench -- <name> [options]`: runs one benchmark; without a name, lists them.
import { cleanupOnSignals, runCleanup } from './lib/cleanup.mjs';

/**
 * Each benchmark is a module exporting `summary`, `usage` (printed for `--help` or `-h`, which runs nothing) and
 * `main(argv) → exit code`.
 */
const BENCHMARKS = {
  ledger: () => import('./ledger.mjs'),
  exchange: () => import('./exchange.mjs'),
  ceiling: () => import('./ceiling.mjs'),
  lighthouse: () => import('./lighthouse.mjs'),
  startup: () => import('./startup.mjs'),
  stream: () => import('./stream.mjs'),
  history: () => import('./history.mjs'),
  statement: () => import('./statement.mjs'),
};

async function list() {
  console.log('usage: npm run bench -- <benchmark> [options]   (--help after a name for its options)\n');
  console.log('benchmarks:');
  for (const [name, load] of Object.entries(BENCHMARKS)) {
    const { summary } = await load();
    console.log(`  ${name.padEnd(10)} ${summary}`);
  }
}

const [name, ...rest] = process.argv.slice(2);
let code = 0;
if (!name || name === 'help' || name === '--help') {
  await list();
} else if (!Object.hasOwn(BENCHMARKS, name)) {
  console.error(`no benchmark "${name}"\n`);
  await list();
  code = 2;
} else {
  cleanupOnSignals();
  try {
    const bench = await BENCHMARKS[/** @type {keyof typeof BENCHMARKS} */ (name)]();
    if (rest.includes('--help') || rest.includes('-h')) console.log(bench.usage);
    else code = await bench.main(rest);
  } catch (error) {
    const e = /** @type {Error & { code?: string }} */ (error);
    // A bad option is the user's mistake: say what and how, not where in the code.
    const usage = e.code?.startsWith('ERR_PARSE_ARGS') || e.message.startsWith('--');
    console.error(
      usage ? `${e.message}\n(npm run bench -- ${name} --help)` : `\nbench ${name} failed: ${e.stack ?? e}`,
    );
    code = 1;
  } finally {
    await runCleanup();
  }
}
process.exit(code);
