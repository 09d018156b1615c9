// Where the CPU went during a phase (Linux /proc): the bench's own process, its server, PostgreSQL,
// and everything else on the machine (other people's builds and tests make the numbers noisy).
import { readdirSync, readFileSync } from 'node:fs';

/** /proc/stat and /proc/<pid>/stat count in USER_HZ, 100 per second on Linux. */
const HZ = 100;

/**
 * utime + stime + cutime + cstime of a process (children it reaped included), or 0 when gone.
 * @param {number | string} pid
 */
function ticksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After "pid (comm) ": state is field 0, utime 11, stime 12, cutime 13, cstime 14.
    return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
  } catch {
    return 0;
  }
}

/** Ticks of every process named postgres (the postmaster's reaped backends count through it). */
function postgresTicks() {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += ticksOf(pid);
    } catch {
      // exited meanwhile
    }
  }
  return total;
}

/** Busy ticks of all CPUs together (everything but idle and iowait). */
function busyTicks() {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return user + nice + system + irq + softirq + steal;
}

/**
 * @typedef {object} CpuShare CPU time of a phase; `null` where /proc is not readable
 * @property {number} client ms of CPU per operation in the bench process and the children it reaped (pgbench)
 * @property {number} server ms per operation in the Coffer server process
 * @property {number} postgres ms per operation in PostgreSQL processes (any database)
 * @property {number} otherCpus CPUs (of the machine's) used on average by everything else
 */

/**
 * Starts measuring; call the result with the number of operations done to get the split.
 * @param {number | undefined} serverPid
 * @returns {(operations: number) => CpuShare | null}
 */
export function measureCpu(serverPid) {
  const meter = cpuMeter(serverPid);
  meter.start();
  return (operations) => {
    meter.stop();
    return meter.share(operations);
  };
}

const COUNTED = /** @type {const} */ (['at', 'busy', 'client', 'server', 'postgres']);

/**
 * A CPU meter that adds up several stretches (a scenario's slices when scenarios take turns):
 * `start` and `stop` around each, then `share` for the operations of all of them.
 * @param {number | undefined} serverPid
 */
export function cpuMeter(serverPid) {
  const snap = () => ({
    at: performance.now(),
    busy: busyTicks(),
    client: ticksOf('self'),
    server: serverPid ? ticksOf(serverPid) : 0,
    postgres: postgresTicks(),
  });
  const total = { at: 0, busy: 0, client: 0, server: 0, postgres: 0 };
  /** @type {ReturnType<typeof snap> | null} */
  let from = null;
  let readable = true;
  return {
    start() {
      try {
        from = snap();
      } catch {
        readable = false;
      }
    },
    stop() {
      if (!readable || !from) return;
      const end = snap();
      for (const key of COUNTED) total[key] += end[key] - from[key];
      from = null;
    },
    /**
     * @param {number} operations done in all the stretches measured
     * @returns {CpuShare | null}
     */
    share(operations) {
      if (!readable) return null;
      const perOp = (key) => (total[key] * (1000 / HZ)) / Math.max(operations, 1);
      const ours = total.client + total.server + total.postgres;
      const seconds = total.at / 1000;
      return {
        client: perOp('client'),
        server: perOp('server'),
        postgres: perOp('postgres'),
        otherCpus: seconds > 0 ? Math.max(0, total.busy - ours) / HZ / seconds : 0,
      };
    },
  };
}
