/**
 * Saves a text the app already holds as a file the browser downloads (the CSV of the cash report
 * or the stock, read with the session's bearer header, which a plain link could not send; a
 * statistics table's CSV, written in the browser). Shared by the screens that export. The byte order
 * mark goes back in front: reading the answer as text dropped it, and spreadsheets need it to
 * read the accents as UTF-8.
 */
export function saveTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const blob = new Blob([text.startsWith('\ufeff') ? text : `\ufeff${text}`], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL: it can go once this task is over.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
