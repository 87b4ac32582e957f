import type { SigningCertificate } from '../certificate';

/**
 * Loaded signing keys per emisor, so the .p12 is opened (PBKDF and decryption, tens of
 * milliseconds) once and not on every signature. `version` identifies the stored certificate
 * (e.g. its hash or update time): a new version reloads. Concurrent first uses share one load.
 */
export interface SigningKeyCache {
  get(
    emisorId: string,
    version: string,
    load: () => SigningCertificate | Promise<SigningCertificate>,
  ): Promise<SigningCertificate>;
  /** Forget an emisor's key (certificate replaced or removed). */
  delete(emisorId: string): void;
  clear(): void;
  readonly size: number;
}

export function createSigningKeyCache(options: { maxEntries?: number } = {}): SigningKeyCache {
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<string, { version: string; certificate: Promise<SigningCertificate> }>();
  return {
    get(emisorId, version, load) {
      const cached = entries.get(emisorId);
      if (cached && cached.version === version) {
        // Refresh recency for the LRU order.
        entries.delete(emisorId);
        entries.set(emisorId, cached);
        return cached.certificate;
      }
      const certificate = Promise.resolve().then(load);
      const entry = { version, certificate };
      entries.delete(emisorId);
      entries.set(emisorId, entry);
      // A failed load is not cached: the next call tries again.
      certificate.catch(() => {
        if (entries.get(emisorId) === entry) entries.delete(emisorId);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return certificate;
    },
    delete(emisorId) {
      entries.delete(emisorId);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
