import type { Page } from '@playwright/test';

/**
 * Where a shot differs from its baseline, in words: CI keeps only the log, not the images, so a
 * failure there must say which part of the screen changed (a box, how many pixels) and where the
 * page was scrolled. Decoded by the story page's own canvas: no image library needed.
 */
export async function describeShotDifference(
  page: Page,
  baseline: Buffer,
  actual: Buffer,
): Promise<string> {
  return page.evaluate(
    async ([expected, received]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [a, b] = await Promise.all([pixels(expected), pixels(received)]);
      const scroll = `pagina scorsa a ${Math.round(scrollY)} px su ${document.documentElement.scrollHeight} px`;
      if (a.width !== b.width || a.height !== b.height)
        return `dimensioni diverse: ${a.width}×${a.height} contro ${b.width}×${b.height}; ${scroll}`;
      let count = 0;
      let [left, top, right, bottom] = [a.width, a.height, -1, -1];
      for (let y = 0; y < a.height; y += 1)
        for (let x = 0; x < a.width; x += 1) {
          const i = (y * a.width + x) * 4;
          if (
            a.data[i] === b.data[i] &&
            a.data[i + 1] === b.data[i + 1] &&
            a.data[i + 2] === b.data[i + 2]
          )
            continue;
          count += 1;
          left = Math.min(left, x);
          right = Math.max(right, x);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      const active = document.activeElement;
      const focus =
        active && active !== document.body
          ? `${active.tagName.toLowerCase()} «${(active.textContent ?? '').trim().slice(0, 60)}»`
          : 'niente';
      return `${count} pixel non identici nel riquadro x ${left}–${right}, y ${top}–${bottom}; ${scroll}; fuoco su ${focus}`;
    },
    [baseline.toString('base64'), actual.toString('base64')] as const,
  );
}
