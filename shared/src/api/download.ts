import type { KyInstance } from 'ky';
import { http, toApiError } from './client';

/**
 * Downloads a file the API answers only with the session token (so a plain link cannot fetch it):
 * fetched through the shared client, then handed to the browser as a Blob link named `fileName`.
 */
export async function downloadWithToken(
  run: (client: KyInstance) => Promise<Response>,
  fileName: string,
  fallback: string,
): Promise<void> {
  let blob: Blob;
  try {
    blob = await (await run(http())).blob();
  } catch (error) {
    throw await toApiError(error, fallback);
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
