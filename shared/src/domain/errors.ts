import { z } from 'zod';

/** Every API error carries a Spanish message the screens can show as is. */
export const apiErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    errores: z.array(z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
