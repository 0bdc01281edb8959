/**
 * A keyboard-wedge scanner's burst into `field`: its keys arrive a few milliseconds apart and the
 * browser stamps each when it arrives, however long the page then takes to handle the one before
 * (useBarcodeWedge reads those stamps). So every key's event is made first, at once, then
 * dispatched in order, each digit typed into the field as a key types it. Typed with userEvent,
 * each stamp was taken after the previous key's render, and a busy machine turned the scan into
 * slow typing (a story failed that way in CI).
 */
export async function scanWithWedge(field: HTMLElement, code: string): Promise<void> {
  if (!(field instanceof HTMLInputElement)) throw new Error('The scan goes into an input');
  field.focus();
  const keys = [...code, 'Enter'].map(
    (key) => new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
  );
  // Under Playwright's clock (the story suite fixes the time) `timeStamp` is a getter that stamps
  // an event when it is first read, not when it is made: read here, every key carries the burst's
  // start. Unread, each key was stamped when React handled it, after the previous key's render,
  // and a slowed machine turned the scan into slow typing again (CI, and 6× CPU throttling always).
  for (const key of keys) void key.timeStamp;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const key of keys) {
    const typed = field.dispatchEvent(key);
    if (key.key !== 'Enter' && typed && setValue) {
      // As a key types: the value changes, then an input event (React's onChange reads it).
      setValue.call(field, field.value + key.key);
      field.dispatchEvent(
        new InputEvent('input', { bubbles: true, data: key.key, inputType: 'insertText' }),
      );
    }
    // Each key is its own task, as the scanner's keys are.
    await new Promise((next) => setTimeout(next, 0));
  }
  // A field re-rendered into a new element mid-burst took the keys nowhere: say so, instead of
  // the story timing out later on a message that never came.
  if (!field.isConnected)
    throw new Error('The scanned field left the page during the burst: the keys reached nothing');
}
