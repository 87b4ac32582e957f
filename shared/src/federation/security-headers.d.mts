/** Types of security-headers.mjs (plain ESM, so the Node launcher imports it without a TypeScript loader). */
type SuiteConfig = { apiUrl: string; printAgentUrl: string; shellUrl: string; remotes?: Record<string, string> };

export declare function inlineScriptHashes(html: string): string[];
export declare function contentSecurityPolicy(config: SuiteConfig, options?: { scriptHashes?: string[] }): string;
export declare const STRICT_TRANSPORT_SECURITY: string;
export declare const API_SECURITY_HEADERS: Record<
  'Content-Security-Policy' | 'X-Frame-Options' | 'X-Content-Type-Options' | 'Referrer-Policy',
  string
>;
export declare function securityHeaders(
  config: SuiteConfig,
  options?: { scriptHashes?: string[] },
): Record<'Content-Security-Policy' | 'X-Frame-Options' | 'X-Content-Type-Options' | 'Referrer-Policy', string>;
