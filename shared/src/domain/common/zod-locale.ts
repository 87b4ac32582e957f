import { z } from 'zod/mini';
import es from 'zod/v4/locales/es.js';

/**
 * zod's Spanish texts for the checks that carry no Spanish message of ours (e.g. an API answer that
 * does not match its schema): the screens speak Spanish. zod/mini installs no locale (every such
 * issue would read "Invalid input"), so the domain does it only when none is set yet; the API's own
 * `customError` (api/src/validation.ts) still names the field first. Loaded by the domain's index,
 * before any of its schemas parses.
 */
if (!z.core.globalConfig.localeError) z.config(es());
