// Import boundaries of the monorepo (`pnpm check:boundaries`, a step of `pnpm test`).
// Each violation is printed as `regla: origen → destino`; e2e/scripts/boundaries.test.mjs proves every rule bites.

/** Every workspace package, by folder. */
const PACKAGE = '(api|bench|e2e|mf-[^/]+|print-agent|shared|shell)';

const KNOWN_SHARED_RELATIVE_IMPORTS = [];

const knownViolations = (rule, imports) =>
  imports.map(([from, to]) => ({ type: 'dependency', from, to, rule: { name: rule, severity: 'error' } }));

/** Every rule is an error: a violation fails `pnpm test`. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

/** Subpaths of @facturador/shared that a layer must not import (domain ← session ← api ← ui; ride ← domain). */
const sharedLayer = (layer, forbidden, why) =>
  forbid(
    `shared-${layer}-solo-en-un-sentido`,
    `shared/src/${layer} ${why}`,
    { path: `^shared/src/${layer}/` },
    { path: `^shared/src/(${forbidden})/` },
  );

module.exports = {
  forbidden: [
    forbid(
      'area-importa-otra-area',
      'Un mf-* no importa otro mf-* ni el shell, y el shell no importa ningún mf-*: hablan por la URL, la sesión y la API.',
      { path: '^(shell|mf-[^/]+)/' },
      { path: '^(shell|mf-[^/]+)/|^@facturador/(shell|mf-)', pathNot: '^$1/' },
    ),
    forbid(
      'feature-importa-otra-feature',
      'Una feature no importa otra feature de su área: lo común va en src/common (o ui) o en @facturador/shared.',
      { path: '^([^/]+/src/features)/([^/]+)/' },
      { path: '^$1/', pathNot: '^$1/$2/' },
    ),
    forbid(
      'paquete-entra-en-otro-paquete',
      'Un paquete usa otro por su nombre (@facturador/...) y sus exports, nunca con una ruta relativa a sus archivos.',
      { path: `^${PACKAGE}/` },
      { path: `^${PACKAGE}/`, pathNot: '^$1/', dependencyTypes: ['local'] },
    ),
    forbid(
      'xml-sri-solo-por-el-lector',
      'El XML del SRI se lee con api/src/sri/reader; el parser de la firma (lite-dom, dom, xml-parse-error) es privado de sri/signature (sus pruebas aparte).',
      { path: '^api/', pathNot: '^api/src/sri/(signature|reader)/|^api/test/sri/' },
      { path: '^api/src/sri/signature/(lite-dom|dom|xml-parse-error|canonical-root)[.]ts$' },
    ),
    forbid(
      'import-circular',
      'Ningún módulo vuelve a sí mismo por sus imports: lo que dos módulos comparten va a un tercero.',
      {},
      { circular: true },
    ),
    forbid(
      'servicio-importa-plugin',
      'api/src/services no importa api/src/plugins, ni sus tipos: los plugins montan los servicios, no al revés.',
      { path: '^api/src/services/' },
      { path: '^api/src/plugins/' },
    ),
    sharedLayer('domain', 'session|api|ui|ride|federation', 'no importa session, api, ui, ride ni federation.'),
    sharedLayer('session', 'api|ui|ride|federation', 'solo puede importar domain.'),
    sharedLayer('api', 'ui|ride|federation', 'solo puede importar domain y session.'),
    sharedLayer('ui', 'ride', 'puede importar domain, session y api, no ride.'),
    sharedLayer('ride', 'session|api|ui|federation', 'solo puede importar domain.'),
    forbid(
      'shared-subpath-por-ruta-relativa',
      'Entre subpaths de shared se importa @facturador/shared/<sub>: una ruta relativa crea una copia privada del singleton (la sesión).',
      { path: '^shared/src/([^/]+)/' },
      { path: '^shared/src/', pathNot: '^shared/src/$1/', dependencyTypes: ['local'] },
    ),
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data|test-results|playwright-report)/' },
    // Type-only imports cross boundaries too.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json'],
    },
    knownViolations: [...knownViolations('shared-subpath-por-ruta-relativa', KNOWN_SHARED_RELATIVE_IMPORTS)],
  },
};
