// More clients for the demo salons than their named few: eight weeks of visits spread over a
// dozen people would have each of them in the chair twice a week. Made from lists, the same on
// every start; surnames no named demo client has, so a search for one finds only that client.

const WOMEN = [
  'Alice',
  'Arianna',
  'Benedetta',
  'Carlotta',
  'Cristina',
  'Daniela',
  'Eleonora',
  'Erica',
  'Gaia',
  'Ilaria',
  'Ludovica',
  'Marta',
  'Monica',
  'Nicoletta',
  'Paola',
  'Rebecca',
  'Roberta',
  'Sabrina',
  'Serena',
  'Teresa',
  'Veronica',
  'Viola',
];

const MEN = ['Alberto', 'Davide', 'Emanuele', 'Fabio', 'Giorgio', 'Lorenzo', 'Riccardo', 'Stefano'];

const SURNAMES = [
  'Amato',
  'Bellini',
  'Benedetti',
  'Bernardi',
  'Cattaneo',
  'Cirillo',
  'Coppola',
  'D’Angelo',
  'De Santis',
  'Farina',
  'Ferri',
  'Giordano',
  'Grasso',
  'Guerra',
  'Leone',
  'Longo',
  'Martinelli',
  'Messina',
  'Monti',
  'Morelli',
  'Negri',
  'Orlando',
  'Palumbo',
  'Parisi',
  'Piras',
  'Rizzo',
  'Sala',
  'Sanna',
  'Silvestri',
  'Vitale',
];

/** The k-th name of a list of first names × SURNAMES, shuffled, each pair once. */
function nameOf(firsts: readonly string[], k: number): string {
  // 373 is prime to every count of pairs here, so k → 373k is a permutation of them.
  const pair = (k * 373) % (firsts.length * SURNAMES.length);
  return `${firsts[pair % firsts.length]} ${SURNAMES[Math.floor(pair / firsts.length)]}`;
}

/**
 * `count` clients [name, mobile], the same on every start, no name twice. The numbers start with
 * 389, which no named demo client and no e2e spec uses, and are distinct among themselves.
 */
export function moreDemoClients(count: number): [string, string][] {
  return Array.from({ length: count }, (_, i) => {
    // One client in five is a man: a salon's clients, not a balanced list.
    const man = i % 5 === 4;
    const k = man ? Math.floor(i / 5) : i - Math.floor(i / 5);
    const digits = String(2_000_000 + i * 7919).padStart(7, '0');
    return [nameOf(man ? MEN : WOMEN, k), `+39389${digits}`];
  });
}
