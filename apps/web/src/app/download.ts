import { saveBlob } from '../ui/download';
import { busy } from './busy';

/**
 * Fetches a ready-to-open link (a signed file link: it needs no bearer token) and saves its body
 * as `filename`. Throws on a network failure or a status other than 2xx; the busy indicator shows
 * meanwhile. Apart from http.ts so the entry chunk does not carry it.
 */
export async function downloadLink(url: string, filename: string): Promise<void> {
  busy.start();
  try {
    const res = await fetch(url, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`${res.status} ${res.statusText} while downloading ${url}`);
    saveBlob(await res.blob(), filename);
  } finally {
    busy.end();
  }
}
