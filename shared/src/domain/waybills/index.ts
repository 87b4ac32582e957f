export * from './carriers';
export * from './waybill';
