import { RIDE_RATE_LIMITED_MESSAGE } from '@facturador/shared/domain/ride';
import type { EmissionConfig } from '../../config';
import { HttpError } from '../../errors';

/** The public document endpoints answer RIDE_RATE_LIMIT requests per IP per minute: keys are not guessable. */
export function publicDocumentRateLimit(config: EmissionConfig) {
  return {
    max: config.rideRateLimit,
    timeWindow: '1 minute',
    errorResponseBuilder: () => new HttpError(429, RIDE_RATE_LIMITED_MESSAGE),
  };
}
