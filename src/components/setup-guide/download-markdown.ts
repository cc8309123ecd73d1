/** 'Download .md': the guide as the server sent it, saved under the vendor's name. */
export const setupGuideFileName = (vendor: string) => `${vendor}-setup-guide.md`;

export function downloadMarkdown(vendor: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = setupGuideFileName(vendor);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
