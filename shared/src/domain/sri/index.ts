export * from './access-key';
export * from './cedula-ruc';
export * from './dates';
export * from './messages';
export * from './payment-codes';
