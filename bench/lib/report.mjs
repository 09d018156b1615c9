// Plain-text tables and number formatting for the bench's output.

/**
 * Renders rows as an aligned table; columns whose header starts with a space or that hold numbers
 * are right-aligned.
 * @param {string[]} headers
 * @param {string[][]} rows
 * @returns {string}
 */
export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const numeric = headers.map((_, i) => rows.length > 0 && rows.every((r) => /^[-\d.,x×%n/a ]*$/.test(r[i] ?? '')));
  const line = (cells) =>
    cells
      .map((c, i) => (numeric[i] ? (c ?? '').padStart(widths[i]) : (c ?? '').padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

/**
 * A rate with one decimal and thousands separators: 1234.5 → "1,234.5".
 * @param {number} value
 */
export function rate(value) {
  return Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    : 'n/a';
}

/**
 * A ratio with two decimals: 0.4567 → "0.46".
 * @param {number} value
 */
export function ratio(value) {
  return Number.isFinite(value) ? value.toFixed(2) : 'n/a';
}

/**
 * Milliseconds with one decimal.
 * @param {number} value
 */
export function ms(value) {
  return Number.isFinite(value) ? value.toFixed(1) : 'n/a';
}

/** @param {string} title */
export function heading(title) {
  return `\n== ${title} ${'='.repeat(Math.max(0, 76 - title.length))}`;
}

/**
 * The "where the CPU went" table: per phase, ms of CPU per operation in the client, the server and
 * PostgreSQL (two decimals: a bare call costs hundredths), and the CPUs everything else used.
 * @param {[string, import('./machine.mjs').CpuShare | null][]} phases
 * @param {string} serverName the server column's header
 */
export function cpuTable(phases, serverName = 'Coffer server') {
  const cell = (c, key) => (c ? c[key].toFixed(2) : 'n/a');
  return table(
    ['phase', 'client', serverName, 'PostgreSQL', 'other processes (CPUs)'],
    phases.map(([name, c]) => [name, cell(c, 'client'), cell(c, 'server'), cell(c, 'postgres'), cell(c, 'otherCpus')]),
  );
}

/**
 * Where the server's batches went during each phase (group commit, decision 0032): batches a second, operations per
 * batch, the share of batches that carried one operation, the average time a batch was in flight (from the batcher's
 * call to its outcomes, the statements' building included) and the share of the phase's time with a batch in
 * flight. A phase whose counters could not be read shows n/a.
 * @param {[string, import('./server.mjs').BatchStats | null, number][]} phases label, counters, seconds
 */
export function batchTable(phases) {
  const cells = (b, seconds) =>
    b && b.batches > 0
      ? [
          rate(b.batches / seconds),
          (b.operations / b.batches).toFixed(2),
          `${Math.round((100 * b.single) / b.batches)}%`,
          (b.inFlightMs / b.batches).toFixed(2),
          `${Math.round(b.inFlightMs / (10 * seconds))}%`,
        ]
      : ['n/a', 'n/a', 'n/a', 'n/a', 'n/a'];
  const rows = table(
    ['phase', 'batches/s', 'per batch', 'of one', 'in flight, ms', 'time in flight'],
    phases.map(([name, b, seconds]) => [name, ...cells(b, seconds)]),
  );
  return (
    `${rows}\n(a batch: one database transaction of operations; in flight: from the batcher's call to its outcomes, ` +
    'its statements built included; time in flight: the share of the phase with a batch in flight)'
  );
}

/**
 * The results table of a bench against pgbench: a row per scenario (and database), its calls, rate,
 * latency percentiles, errors and ratio to pgbench's TPC-B.
 * @param {import('./scenarios.mjs').ScenarioResult[] | any[]} results
 * @param {number} tpcb pgbench's TPC-B tps of the same run
 * @param {{ what: string, name?: (r: any) => string, database?: boolean }} columns `what` names the calls
 *   ("transfers"); `name` a scenario's label; `database` whether the database has a column (default yes)
 */
export function resultsTable(results, tpcb, { what, name = (r) => r.scenario, database = true }) {
  const headers = ['scenario', ...(database ? ['database'] : []), 'clients', 'seconds', what, `${what}/s`];
  return table(
    [...headers, 'p50 / p99 ms', 'errors', 'pgbench TPC-B tps', 'ratio'],
    results.map((r) => [
      name(r),
      ...(database ? [r.database] : []),
      String(r.clients),
      r.seconds.toFixed(1),
      String(r.ok),
      rate(r.tps),
      `${ms(r.p50)} / ${ms(r.p99)}`,
      String([...r.failures.values()].reduce((a, b) => a + b, 0)),
      rate(tpcb),
      ratio(r.tps / tpcb),
    ]),
  );
}

/**
 * One line per failed answer (timed or warm-up, counted by kind) and per balance problem of the results.
 * @param {import('./scenarios.mjs').ScenarioResult[] | any[]} results
 * @returns {string[]}
 */
export function problemLines(results) {
  return results.flatMap((r) => {
    const where = `${r.scenario} on ${r.database}`;
    return [
      ...[...r.failures].map(([label, count]) => `${where}: ${count} × HTTP ${label}`),
      ...[...r.warmupFailures].map(([label, count]) => `${where} (warm-up): ${count} × HTTP ${label}`),
      ...(r.balanceProblem ? [`${where}: ${r.balanceProblem}`] : []),
    ];
  });
}
