/**
 * The secrets every test API uses: in-process apps and child processes on the same database must agree
 * (tokens signed by one are checked by the other; certificate passwords sealed by the seed are opened by both).
 */
export const TEST_SECRETS = { jwtSecret: 'secreto-de-pruebas', certEncryptionKey: 'clave-de-cifrado-de-pruebas' };

/** The same, as the environment of a child API (with DATABASE_URL both are required). */
export const TEST_SECRETS_ENV = {
  JWT_SECRET: TEST_SECRETS.jwtSecret,
  CERT_ENCRYPTION_KEY: TEST_SECRETS.certEncryptionKey,
};
