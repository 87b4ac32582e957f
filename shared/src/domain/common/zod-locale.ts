import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod's own English texts for the checks that carry no Spanish message of ours (e.g. an API answer
 * that does not match its schema). Classic zod installs them when it builds its first schema; zod/mini
 * installs none (every such issue would read "Invalid input"), so the domain does it as classic did:
 * only when no locale is set yet. Loaded by the domain's index, before any of its schemas parses.
 */
if (!z.core.globalConfig.localeError) z.config(en());
