/**
 * The secrets every test API uses: in-process apps and child processes on the same database must agree
 * (tokens signed by one are checked by the other; certificate passwords sealed by the seed are opened by both).
 */
// At least 32 bytes each: production (any DATABASE_URL) refuses shorter ones.
export const TEST_SECRETS = {
  jwtSecret: 'secreto-de-pruebas-de-la-api-de-facturador',
  certEncryptionKey: 'clave-de-cifrado-de-pruebas-de-facturador',
};

/** The same, as the environment of a child API (with DATABASE_URL both are required). */
export const TEST_SECRETS_ENV = {
  JWT_SECRET: TEST_SECRETS.jwtSecret,
  CERT_ENCRYPTION_KEY: TEST_SECRETS.certEncryptionKey,
};
