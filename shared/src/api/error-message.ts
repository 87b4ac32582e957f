/**
 * The text to show for a failure: the API client's errors already carry the server's Spanish message
 * (or 'Error de conexión'); anything without a message gets the screen's own fallback.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
