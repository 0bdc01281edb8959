// The public site's screenshots of the real app (issue #20): chosen visual baselines (1280×800
// PNG of the real screens, with the stories' realistic data) converted to WebP for
// apps/web/public/screenshots/. Chromium does the encoding (canvas.toDataURL('image/webp')), so
// the site needs no image library. Run it again after the baselines change:
// `npm run site:screenshots -w @agendina/web`.
import { readFileSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from './chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baselines = path.join(root, 'tests/visual/baselines');
const outDir = path.join(root, 'apps/web/public/screenshots');

/** The site's name for each screenshot, and the baseline it comes from. */
const SCREENSHOTS: Readonly<Record<string, string>> = {
  calendario: 'schermate-dashboard--giorno--desktop.png',
  prenotazione: 'schermate-prenotazione-nuovoappuntamento--attesa-lunga-avvisa--desktop.png',
  'scheda-cliente': 'schermate-scheda-cliente--scheda--desktop.png',
  scontrino: 'schermate-scontrino--pagina--desktop.png',
  magazzino: 'schermate-magazzino--panoramica--desktop.png',
  comunicazioni: 'schermate-comunicazioni--elenco--desktop.png',
  'da-richiamare': 'schermate-da-richiamare--elenco--desktop.png',
};

const QUALITY = 0.8;
/**
 * Each screenshot at full width (<name>.webp) and at 800 px (<name>-800.webp): a phone's
 * column is about 380 CSS px, 665 device px at its usual 1.75 density, so srcset gives it the
 * smaller file (a third of the bytes, the image that is often the page's LCP).
 */
const WIDTHS = [1280, 800] as const;
// Beyond this a screenshot slows the page's load: pick a simpler screen or lower the quality.
const MAX_BYTES = 80 * 1024;

const browser = await chromium.launch(chromiumLaunchOptions());
let tooLarge = 0;
try {
  const page = await browser.newPage();
  mkdirSync(outDir, { recursive: true });
  for (const [name, baseline] of Object.entries(SCREENSHOTS)) {
    const png = readFileSync(path.join(baselines, baseline)).toString('base64');
    for (const width of WIDTHS) {
      const dataUrl = await page.evaluate(
        async ({ source, quality, width }) => {
          const image = new Image();
          image.src = source;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = Math.round((image.naturalHeight * width) / image.naturalWidth);
          const context = canvas.getContext('2d');
          if (!context) throw new Error('Canvas 2D non disponibile');
          context.imageSmoothingQuality = 'high';
          context.drawImage(image, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL('image/webp', quality);
        },
        { source: `data:image/png;base64,${png}`, quality: QUALITY, width },
      );
      if (!dataUrl.startsWith('data:image/webp;base64,'))
        throw new Error(`${name}: Chromium did not encode WebP`);
      const fileName = width === WIDTHS[0] ? `${name}.webp` : `${name}-${width}.webp`;
      const file = path.join(outDir, fileName);
      writeFileSync(file, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
      const bytes = statSync(file).size;
      if (bytes > MAX_BYTES) tooLarge++;
      console.log(`${fileName} ← ${baseline}: ${(bytes / 1024).toFixed(1)} KB`);
    }
  }
} finally {
  await browser.close();
}
if (tooLarge > 0) {
  console.error(`${tooLarge} screenshot(s) over ${MAX_BYTES / 1024} KB`);
  process.exitCode = 1;
}
