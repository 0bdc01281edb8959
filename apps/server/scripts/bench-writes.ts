// What the calendar benchmarks (issue #37 point 5) add to the reads: a receptionist's writes
// into the week being read, at a steady rate, and the processor time the server (and
// PostgreSQL) spent per request, which says more than a percentile on a shared machine.
import { readFileSync, readdirSync } from 'node:fs';
import { BENCH_WEEK } from './bench-support.ts';

interface BenchWeek {
  days: {
    date: string;
    hairdressers: {
      hairdresserId: number;
      appointments: { clientId: number; serviceId: number }[];
    }[];
  }[];
}

export interface WriteTally {
  writes: number;
  /** Writes not answered 2xx, or not answered at all. */
  errors: number;
}

export interface WriteLoad {
  /** Stops sending, waits for the writes in flight, and tells how many there were. */
  stop: () => Promise<WriteTally>;
}

/**
 * Sends `perSecond` writes a second into the benchmark week, spread over `bases` in turn: a
 * booking (POST /appointments) in the free evening of one operator's day, then its deletion
 * (DELETE /appointments/{id}), so every write changes the week the readers ask for and the
 * week ends as it began. Each write takes the operator's lock and bumps the salon's
 * data_version, as a real one does.
 */
export async function startWrites(
  bases: readonly string[],
  auth: { Authorization: string },
  perSecond: number,
): Promise<WriteLoad> {
  const first = bases[0] as string;
  const week = (await (
    await fetch(`${first}/appointments/calendar?${BENCH_WEEK}`, { headers: auth })
  ).json()) as BenchWeek;
  const sample = week.days[0]?.hairdressers[0]?.appointments[0];
  const operators = week.days[0]?.hairdressers.map((h) => h.hairdresserId) ?? [];
  if (!sample || operators.length === 0) throw new Error('La settimana del benchmark è vuota');
  const dates = week.days.map((d) => d.date);
  // A client per booking: two bookings of one evening slot never share a client (CLIENT_BUSY).
  const clientIds = [
    ...new Set(
      week.days
        .flatMap((d) => d.hairdressers.flatMap((h) => h.appointments))
        .map((a) => a.clientId),
    ),
  ];
  const headers = { ...auth, 'Content-Type': 'application/json' };
  const tally: WriteTally = { writes: 0, errors: 0 };
  const inFlight = new Set<Promise<void>>();
  let tick = 0;
  let booked: Promise<number | null> = Promise.resolve(null);

  const send = (url: string, init: RequestInit): Promise<Response | null> =>
    fetch(url, init).then(
      (r) => r,
      () => null,
    );
  const count = (response: Response | null) => {
    tally.writes++;
    if (!response?.ok) tally.errors++;
  };

  const write = () => {
    const n = tick++;
    const base = bases[n % bases.length] as string;
    const pair = Math.floor(n / 2);
    let done: Promise<void>;
    if (n % 2 === 0) {
      // Evenings are free: the seeded week fills each operator's days from 08:00 to 15:00.
      const date = dates[Math.floor(pair / operators.length) % dates.length] as string;
      const minute = 17 * 60 + (Math.floor(pair / (operators.length * dates.length)) % 6) * 30;
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const created = send(`${base}/appointments`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          clientId: clientIds[pair % clientIds.length],
          hairdresserId: operators[pair % operators.length],
          serviceIds: [sample.serviceId],
          dateTime: `${date}T${time}:00`,
        }),
      });
      booked = created.then(async (r) => {
        count(r);
        if (r?.ok) return ((await r.json()) as { id: number }).id;
        await r?.arrayBuffer();
        return null;
      });
      done = booked.then(() => undefined);
    } else {
      done = booked.then(async (id) => {
        if (id === null) return;
        const r = await send(`${base}/appointments/${id}`, { method: 'DELETE', headers: auth });
        if (r) await r.arrayBuffer();
        count(r);
      });
    }
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };

  const timer = setInterval(write, 1000 / perSecond);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      return tally;
    },
  };
}

/** Clock ticks a second of /proc's times (CLK_TCK: 100 on Linux for every architecture Node runs on). */
const TICKS_PER_SECOND = 100;

/** user+sys milliseconds of a process and of its children it waited for, from /proc/<pid>/stat. */
function processorMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return (ticks * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The children of `parent` (PostgreSQL's backends of its postmaster) now. */
function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) pids.push(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return pids;
}

/** Processor milliseconds so far of the processes, each with the children it has now. */
export function processorMsOf(pids: readonly number[], withChildren = false): number {
  const all = withChildren ? pids.flatMap((p) => [p, ...childrenOf(p)]) : pids;
  return all.reduce((sum, pid) => sum + processorMs(pid), 0);
}

/** The verdict line of one of the figures. */
export function targetLine(
  title: string,
  p99: number,
  errors: number,
  targetMs: number,
  processor: string,
): string {
  const met = p99 <= targetMs && errors === 0;
  return `${title}: p99 ${p99} ms (obiettivo ≤ ${targetMs} ms), errori ${errors} (obiettivo 0): ${met ? 'raggiunto' : 'NON raggiunto'}; processore per richiesta ${processor}`;
}
