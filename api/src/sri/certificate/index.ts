export {
  CertificateError,
  type CertificateErrorCode,
  type CertificateExpiry,
  certificateExpiry,
  type LoadCertificateOptions,
  loadCertificate,
  type SigningCertificate,
} from './load';
export { generateTestP12, type TestIdentityOptions, type TestP12Options } from './test-certificate';
