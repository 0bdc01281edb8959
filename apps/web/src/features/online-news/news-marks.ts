// Where this browser stands with the news of online bookings (issue #34), per account (one per
// salon), in localStorage so it outlives a reload and a sign-out:
// - `seen`: the createdAt of the newest booking the staff have seen in /gestione-appuntamenti;
//   the app asks for what came after it, and the navigation's badge counts that;
// - `announced`: the createdAt of the newest booking a toast has told them of, so no booking is
//   told twice (after a reload, or in a second tab: the storage event reaches it).
// Both are the server's own instants (never this browser's clock), except on first use: then both
// start from now, so nobody is flooded with the salon's history.

export interface NewsMarks {
  seen: string;
  announced: string;
}

export const newsMarksKey = (account: string) => `agendina_online_news_${account}`;

const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The stored marks, or null when there are none or they cannot be read (a first use, then). */
export function parseMarks(raw: string | null): NewsMarks | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { seen, announced } = value as Record<string, unknown>;
    return isInstant(seen) && isInstant(announced) ? { seen, announced } : null;
  } catch {
    return null;
  }
}

/** The later of two instants. */
const later = (a: string, b: string) => (Date.parse(b) > Date.parse(a) ? b : a);

/** True when `createdAt` comes after the mark. */
export const isAfter = (createdAt: string, mark: string) =>
  Date.parse(createdAt) > Date.parse(mark);

/** First use: from now on. */
export const freshMarks = (now: Date): NewsMarks => ({
  seen: now.toISOString(),
  announced: now.toISOString(),
});

/** Seen up to `createdAt` (a mark never goes back: another tab may have moved it further). */
export const seenUpTo = (marks: NewsMarks, createdAt: string): NewsMarks => ({
  ...marks,
  seen: later(marks.seen, createdAt),
});

/** Announced up to `createdAt`. */
export const announcedUpTo = (marks: NewsMarks, createdAt: string): NewsMarks => ({
  ...marks,
  announced: later(marks.announced, createdAt),
});
