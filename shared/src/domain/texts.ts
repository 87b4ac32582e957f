/**
 * `@facturador/shared/domain/texts`: the domain's texts and small rules that a first view shows
 * before it sends or validates anything. Its own federated module without zod: the whole domain
 * with its schemas is ~48 KB gzip, which the sign-in page would otherwise download for two strings.
 * The domain's index re-exports it (the API and the screens read the same texts);
 * texts.test.ts fails if anything here imports zod.
 */
export * from './auth/sign-in';
export * from './company/certificate-expiry';
