/** `@facturador/api/testing`: run the API and the SRI simulator as processes (tests, benchmarks). */

export {
  DEMO_AGENTE_RETENCION,
  DEMO_PROVEEDOR,
  DEMO_PURCHASES,
  DEMO_SALES,
  demoPurchaseClave,
  demoPurchaseNumero,
  demoSaleNumero,
  demoWithholdingClave,
} from '../db/seed/demo-withholdings';
export { type ChildApi, spawnApi, startChildApi, startSimulatorProcess } from './child-api';
export {
  freePort,
  type ServiceProcess,
  spawnService,
  startService,
  waitForHttp,
} from './child-process.mjs';
export { fictitiousCertificate } from './customer-withholding';
export { type OpensslP12, type OpensslP12Options, opensslP12 } from './openssl-p12';
export { newRuc } from './ruc';
export { TEST_SECRETS, TEST_SECRETS_ENV } from './secrets';
export { csvRowsBomb, xlsxDeclaredBomb, xlsxOf, xlsxRowsBomb, zip } from './sheet-bombs';
export { type Supplier, supplierInvoice } from './supplier-invoice';
