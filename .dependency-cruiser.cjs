// Dependency rules of the server, the contracts and the web app (`npm run lint:deps`; docs/ARCHITECTURE.md, "Dependency rules").
// Known violations that other work is removing are listed in .dependency-cruiser-known-violations.json (the baseline).

const SERVER = 'apps/server/src/';
const MODULES = `^${SERVER}modules/`;
const SUPPLIERS = `^${SERVER}suppliers/`;

/** Products plug into commerce; nothing product-agnostic may depend on one. */
const PRODUCTS = ['train', 'hotel', 'flight', 'car'];
/** Product-agnostic modules: they never import a product module or a supplier. */
const SHARED = ['commerce', 'auth', 'member', 'enterprise', 'common', 'policy', 'travel-request', 'approval', 'payment', 'notification', 'order-center', 'dev', 'invoice'];

/**
 * A module's public face: what another module (or a supplier) may import from it. Files named after these patterns
 * are public in every module; PUBLIC_FILES adds each module's other public files by name. Everything else is internal.
 */
const PUBLIC_NAMES = ['[^/]+-service\\.ts', '[^/]+-port\\.ts', '[^/]+-plugin\\.ts', 'routes\\.ts', '[^/]+-jobs\\.ts'];
const PUBLIC_FILES = {
  auth: [],
  member: ['permissions.ts', 'member-admin.ts', 'member-language.ts'],
  enterprise: ['enterprise-admin.ts'],
  common: ['reference-cache.ts', 'reference-files.ts', 'reference-loader.ts', 'country-names.ts'],
  policy: ['engine/handle-types.ts'],
  'travel-request': ['booking-gate.ts', 'exceed-application.ts'],
  approval: ['approval-engine.ts', 'approval-audit.ts', 'approval-outcome.ts'],
  notification: ['notify.ts'],
  'order-center': [],
  payment: [],
  dev: [],
  // The core's face to its products: the workflow runner, the ledger, payment start, booking approval, the order
  // source and plug-in types, and the after-sale money rules (quotes, the split by how it was paid).
  commerce: ['booking-workflow.ts', 'order-ledger.ts', 'payment-start.ts', 'booking-approval.ts', 'product-registry.ts', 'workflow-recovery.ts', 'order-source.ts', 'product-plugin.ts', 'after-sale-quotes.ts', 'money-split.ts', 'book-order.ts'],
  train: [],
};

const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const publicFace = [
  `${MODULES}[^/]+/(${PUBLIC_NAMES.join('|')})$`,
  ...Object.entries(PUBLIC_FILES)
    .filter(([, files]) => files.length > 0)
    .map(([mod, files]) => `${MODULES}${esc(mod)}/(${files.map(esc).join('|')})$`),
];

/** Tests and their fixtures: leaves of the graph (nothing else imports them). */
const TEST = '\\.test\\.tsx?$|-fixtures?\\.ts$|^apps/server/src/test/';
const FIXTURE = '-fixtures?\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle between files: break it with a port or a value passed in at wiring.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import resolves (an unresolved one would slip past the rules); Vite\'s virtual modules excepted.',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
    {
      name: 'module-public-face',
      severity: 'error',
      comment:
        'A module imports another module only through its public face: *-service.ts, *-port.ts, *-plugin.ts, routes.ts, *-jobs.ts, or a file listed in PUBLIC_FILES. Tables go through the owner (see no-foreign-schema).',
      from: { path: `(${MODULES}|${SUPPLIERS})([^/]+)/` },
      to: {
        path: MODULES,
        pathNot: [`${MODULES}$2/`, `${MODULES}[^/]+/schema\\.ts$`, FIXTURE, ...publicFace],
      },
    },
    {
      name: 'no-foreign-schema',
      severity: 'error',
      comment:
        "A module owns its tables: no other module (or supplier) reads or writes them; call the owner's service. Excepted: tests, the drizzle schema files' foreign keys (schema.ts to schema.ts) and the migration aggregation.",
      from: { path: `${MODULES}([^/]+)/`, pathNot: [TEST, `/schema\\.ts$`] },
      to: { path: `${MODULES}[^/]+/schema\\.ts$`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'no-foreign-schema-supplier',
      severity: 'error',
      comment: 'A supplier reads and writes its own sandbox tables only.',
      from: { path: SUPPLIERS, pathNot: TEST },
      to: { path: `${MODULES}[^/]+/schema\\.ts$` },
    },
    {
      name: 'shared-not-product',
      severity: 'error',
      comment: 'Commerce and the shared modules are product-agnostic: they never import a product module or a supplier (products plug in).',
      from: { path: `${MODULES}(${SHARED.map(esc).join('|')})/` },
      to: { path: [`${MODULES}(${PRODUCTS.join('|')})/`, SUPPLIERS] },
    },
    {
      name: 'supplier-through-port',
      severity: 'error',
      comment: 'A supplier implements its product module\'s port: of a product module it imports the *-port.ts file only.',
      from: { path: SUPPLIERS },
      to: { path: `${MODULES}(${PRODUCTS.join('|')})/`, pathNot: `-port\\.ts$` },
    },
    {
      name: 'modules-not-suppliers',
      severity: 'error',
      comment: 'Modules see a supplier only through its port; app.ts wires the implementations (tests may use the sandboxes).',
      from: { path: MODULES, pathNot: TEST },
      to: { path: SUPPLIERS },
    },
    {
      name: 'fixtures-only-in-tests',
      severity: 'error',
      comment: 'Test fixtures are for tests.',
      from: { pathNot: TEST },
      to: { path: FIXTURE },
    },
    {
      name: 'platform-not-modules',
      severity: 'error',
      comment: 'platform/ is the cross-cutting layer under the modules: it never imports a module or a supplier.',
      from: { path: `^${SERVER}platform/`, pathNot: TEST },
      to: { path: [MODULES, SUPPLIERS] },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      comment: 'The contracts are shared by server and web and import neither.',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-feature-isolation',
      severity: 'error',
      comment: 'A web feature imports no other feature: shared parts go to lib/ (or a component both take as a prop).',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-not-app',
      severity: 'error',
      comment: 'app/ (routes, layout, providers) composes the features; a feature never imports app/.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: false,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'], extensions: ['.ts', '.tsx', '.js', '.json'] },
    cache: false,
  },
};
