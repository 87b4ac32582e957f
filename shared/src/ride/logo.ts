/** The emisor's logo for the RIDE: a data URL or an image URL (PNG or JPEG); null when unusable. */
export interface RideLogo {
  data: Uint8Array;
  format: 'PNG' | 'JPEG';
}

const LOGO_TIMEOUT_MS = 10_000;

function imageFormat(bytes: Uint8Array): RideLogo['format'] | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'PNG';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'JPEG';
  return null;
}

function base64Bytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Reads the logo. A logo that cannot be read never stops the invoice from printing: the RIDE then
 * says 'NO TIENE LOGO', as it does without one.
 */
export async function loadLogo(source: string | null): Promise<RideLogo | null> {
  if (!source) return null;
  try {
    let bytes: Uint8Array;
    const dataUrl = /^data:[^;,]*;base64,(.*)$/s.exec(source);
    if (dataUrl) bytes = base64Bytes(dataUrl[1]!.replace(/\s/g, ''));
    else {
      const response = await fetch(source, { signal: AbortSignal.timeout(LOGO_TIMEOUT_MS) });
      if (!response.ok) return null;
      bytes = new Uint8Array(await response.arrayBuffer());
    }
    const format = imageFormat(bytes);
    return format ? { data: bytes, format } : null;
  } catch {
    return null;
  }
}
