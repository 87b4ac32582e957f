export * from './waybill';
