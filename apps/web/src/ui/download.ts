import { busy } from '../app/busy';

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

/**
 * Fetches a ready-to-open link (a signed file link: it needs no bearer token) and saves its body
 * as `filename`. Throws on a network failure or a status other than 2xx; the busy indicator shows
 * meanwhile, as for the calls of the HTTP client.
 */
export async function downloadFile(url: string, filename: string): Promise<void> {
  busy.start();
  try {
    const res = await fetch(url, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${res.status} ${res.statusText} while downloading ${url}`);
    saveBlob(await res.blob(), filename);
  } finally {
    busy.end();
  }
}
