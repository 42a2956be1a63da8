// Layer rules of ../shared/STYLE.md, checked by `npm run lint`.
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Import cycles make load order fragile and hide layering mistakes.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'runtime-not-to-widgets',
      severity: 'error',
      comment: 'src/runtime is the shared layer: it never imports a widget.',
      from: { path: '^src/runtime/' },
      to: { path: '^src/widgets/' },
    },
    {
      name: 'widget-not-to-other-widget',
      severity: 'error',
      comment:
        'A widget never imports another widget: compose them in config or move the piece into runtime.',
      from: { path: '^src/widgets/([^/]+)/' },
      to: { path: '^src/widgets/', pathNot: ['^src/widgets/$1/'] },
    },
    {
      name: 'widgets-through-runtime',
      severity: 'error',
      comment:
        'Widgets reach stores, navigation and the API through @/runtime, never mobx, axios or react-router.',
      from: { path: '^src/widgets/' },
      to: { path: 'node_modules/(mobx|axios|react-router|react-router-dom)/' },
    },
    {
      name: 'server-not-to-src',
      severity: 'error',
      comment: 'The server is a separate program: it shares only the JSON contracts under schemas/.',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'schemas-self-contained',
      severity: 'error',
      comment:
        'Contracts under schemas/ are shared by the client, the server and tools: they import nothing else.',
      from: { path: '^schemas/' },
      to: { path: '^(src|server)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    exclude: { path: '\\.d\\.ts$' },
  },
}
