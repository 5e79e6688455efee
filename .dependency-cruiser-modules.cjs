// Module-level cycles (`npm run lint:deps`, second pass): the production code of the server's modules and suppliers,
// one folder each. Tests and their fixtures are left out: nothing imports them, so they close no cycle at run time.
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      severity: 'error',
      comment: 'No cycle between modules (folders under modules/ and suppliers/): one direction, the other through a port or a value passed in at wiring.',
      scope: 'folder',
      from: { path: '^apps/server/src/(modules|suppliers)/[^/]+$' },
      to: { circular: true, path: '^apps/server/src/(modules|suppliers)/[^/]+$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.ts$', '-fixtures?\\.ts$', '^apps/server/src/test/', '\\.d\\.ts$'] },
    includeOnly: '^apps/server/src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'], extensions: ['.ts', '.js', '.json'] },
    cache: false,
  },
};
