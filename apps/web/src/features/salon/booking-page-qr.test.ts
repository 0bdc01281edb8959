import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import {
  encodeQr,
  qrDownloadHref,
  qrFileName,
  qrLabel,
  qrPath,
  qrSvgDocument,
  type QrModules,
} from './booking-page-qr.ts';

const address = 'https://www.agendina.it/prenota/salone-bellavista';

/** The path's rectangles painted back onto a grid: what a printer draws. */
function paint(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let i = 0; i < Number(width); i++) grid[Number(y)]![Number(x) + i] = true;
  return grid;
}

/** A reader's answer for the grid, 4 px a module, as a camera would see a sharp print. */
async function scan(grid: QrModules): Promise<string[]> {
  // The reader's WebAssembly from node_modules, not from the library's default CDN.
  const wasm = readFileSync(
    createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'),
  );
  prepareZXingModule({
    overrides: {
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
    },
    fireImmediately: true,
  });
  const scale = 4;
  const width = grid.length * scale;
  const pixels = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y++)
    for (let x = 0; x < width; x++) {
      const shade = grid[Math.floor(y / scale)]?.[Math.floor(x / scale)] ? 0 : 255;
      pixels.set([shade, shade, shade, 255], (y * width + x) * 4);
    }
  const found = await readBarcodes(
    { data: pixels, width, height: width, colorSpace: 'srgb' },
    { formats: ['QRCode'] },
  );
  return found.filter((code) => code.isValid).map((code) => code.text);
}

describe("the booking page's QR code", () => {
  it('draws every dark module and nothing else, row by row', () => {
    const modules = [
      [false, true, true, false],
      [true, false, false, true],
      [false, false, false, false],
      [true, true, true, true],
    ];
    expect(qrPath(modules)).toBe('M1 0h2v1h-2zM0 1h1v1h-1zM3 1h1v1h-1zM0 3h4v1h-4z');
    expect(paint(qrPath(modules), 4)).toEqual(modules);
  });

  it("reads back as the page's address, with the white margin a scanner needs", async () => {
    const modules = await encodeQr(address);
    expect(
      modules
        .slice(0, 4)
        .flat()
        .every((dark) => !dark),
    ).toBe(true);
    expect(await scan(paint(qrPath(modules), modules.length))).toEqual([address]);
  });

  it('downloads as a standalone SVG, titled and named after the address', async () => {
    const svg = qrSvgDocument(await encodeQr(address), qrLabel(address));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain(`<title>Codice QR di ${address}</title>`);
    expect(qrFileName('salone-bellavista')).toBe('codice-qr-salone-bellavista.svg');
    const href = qrDownloadHref(svg);
    expect(href.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(svg);
  });

  it('escapes what the title holds', () => {
    expect(qrSvgDocument([[true]], 'a & <b> "c"')).toContain(
      '<title>a &amp; &lt;b&gt; &quot;c&quot;</title>',
    );
  });
});
