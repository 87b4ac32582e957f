import { apiErrorSchema } from '@facturador/shared/domain';

/** The error answers of the company settings routes (administrators only, tenant-scoped, unique codes). */
export const companyErrorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
