const wallClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The salon's wall clock as a local ISO string ("2026-11-19T10:30:00"), with Intl alone so the
 * app's entry chunk does not carry the Temporal polyfill (screens that need it load it).
 */
export function salonNowIso(date: Date = new Date()): string {
  return wallClock.format(date).replace(' ', 'T');
}
