/**
 * Hands text to the browser as a downloaded file. CSV starts with a byte-order mark so spreadsheet
 * programs read names with accents as UTF-8 rather than guessing a legacy code page.
 */
const UTF8_BOM = '\uFEFF';

export function saveCsvFile(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([UTF8_BOM, csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
