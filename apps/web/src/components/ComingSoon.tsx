/** An honest page for a section whose screens land in a later release. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <p>Questa sezione è in arrivo: la stiamo preparando e sarà disponibile a breve.</p>
    </main>
  );
}
