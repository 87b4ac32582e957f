// The runtime config lives in its own singleton subpath (see runtime-config.ts); the API client
// and its users reach the very same module through here.
export * from '@facturador/shared/config';
