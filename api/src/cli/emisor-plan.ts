/**
 * Operator command: `pnpm --filter @facturador/api emisor:plan <RUC> <gratis|profesional|anual_pro>`.
 * Uses DATABASE_URL, or the embedded database in DATA_DIR (stop the API first: PGlite admits one process).
 */
import { PLAN_CODIGOS, planDe } from '@facturador/shared/domain';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { changePlan, isPlanCodigo } from '../services/company/plan-change';

async function main(): Promise<number> {
  const [ruc, plan] = process.argv.slice(2);
  if (!ruc || !plan || !isPlanCodigo(plan)) {
    console.error(`Uso: emisor:plan <RUC> <${PLAN_CODIGOS.join('|')}>`);
    return 2;
  }
  const { database: config } = loadConfig();
  const database = await openDatabase(
    config.url ? { engine: 'postgres', url: config.url } : { engine: 'pglite', dataDir: config.dataDir },
  );
  try {
    if (!(await changePlan(database.db, ruc.trim(), plan))) {
      console.error(`No existe una empresa con el RUC ${ruc}.`);
      return 1;
    }
    console.log(`Empresa ${ruc}: plan ${planDe(plan).nombre}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
