/**
 * Saves data as a file the browser downloads: an object URL clicked through a temporary
 * `<a download>`, released straight after.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Some browsers start the download after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}
