import { z } from 'zod';

/**
 * Runtime configuration read from `/config.json` by the shell and by every standalone area,
 * so a remote or the API can move without rebuilding anything (ARCHITECTURE.md, contract 2).
 */
export const runtimeConfigSchema = z.object({
  apiUrl: z.string().url(),
  printAgentUrl: z.string().url().default('http://localhost:8000'),
  /** Where the shell lives: standalone areas link back to it (e.g. for sign-in). */
  shellUrl: z.string().url().optional(),
  remotes: z.record(z.string(), z.string().url()).default({}),
  contacto: z
    .object({
      telefono: z.string(),
      email: z.string(),
      whatsapp: z.string(),
    })
    .default({ telefono: '+593 99 123 4567', email: 'ventas@facturador.ec', whatsapp: '593991234567' }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
