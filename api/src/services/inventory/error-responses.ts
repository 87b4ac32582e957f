import { apiErrorSchema } from '@facturador/shared/domain';

/** The error answers of the inventory writes (products, warehouses, movements): bad input, unknown ids, duplicates and stock. */
export const inventoryErrorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
