// The runtime part goes through its own subpath: a relative export would be a second copy of its
// context and atoms inside this module.
export * from '@facturador/shared/ui/runtime';
export * from './CertificateExpiryNotice';
export * from './credentials/CredentialsForm';
export * from './credentials/useCredentials';
export * from './fields';
export * from './form-errors';
export * from './Modal';
export * from './numeric-typing';
export * from './SessionGate';
export * from './styles';
