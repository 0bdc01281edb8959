// The booking page's QR code (issue #34): drawn from the encoder's grid as one SVG path, the same
// drawing on screen and in the downloaded file, so what the owner prints is what they saw. The
// encoder (uqr, decision 0057) is loaded only when the code is shown: /salone's own chunk stays
// within its budget.

/** The encoder's grid: rows of modules, true for dark, the quiet zone included. */
export type QrModules = readonly (readonly boolean[])[];

/**
 * Level M survives a worn or smudged print (15% of the code); 4 modules of white margin are the
 * quiet zone the standard asks for, so a print on a dark counter still scans.
 */
const QR_OPTIONS = { ecc: 'M', border: 4 } as const;

export async function encodeQr(text: string): Promise<QrModules> {
  const { encode } = await import('uqr');
  return encode(text, QR_OPTIONS).data;
}

/** The code's accessible name and the downloaded file's title. */
export const qrLabel = (address: string) => `Codice QR di ${address}`;

/** The downloaded file's name, from the page's address: one salon, one name. */
export const qrFileName = (slug: string) => `codice-qr-${slug}.svg`;

/** The dark modules as one path, each row's runs of dark modules one rectangle each. */
export function qrPath(modules: QrModules): string {
  const runs: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      runs.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return runs.join('');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The file the owner downloads: a standalone SVG, 5 cm a side when printed as it is (a size a
 * phone reads from a desk), white behind the modules so it prints on any paper or background.
 */
export function qrSvgDocument(modules: QrModules, title: string): string {
  const size = modules.length;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="50mm" height="50mm" shape-rendering="crispEdges">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path d="${qrPath(modules)}" fill="#000"/></svg>`
  );
}

/** The download link's address: the file itself, so no object URL waits to be revoked. */
export const qrDownloadHref = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
