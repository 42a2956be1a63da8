/**
 * The contract of pages.json, the route table: one entry per screen of spec §2.
 */
const consentGuard = {
  type: 'object',
  required: ['type', 'idKey'],
  additionalProperties: false,
  description: 'Consent check on entry: runs when the query carries idKey (spec §2 route-entry behaviour).',
  properties: {
    type: { enum: ['ENP', 'LESSON', 'COURSE'], description: 'Consent activity type.' },
    idKey: { type: 'string', description: 'Query parameter holding the activity id, e.g. "id".' },
    lessonType: {
      enum: ['ARTICLE', 'VIDEO', 'LIVE', 'SHORT_VIDEO'],
      description: 'LESSON consent: the lesson type, for the lesson consent lists (spec §4 lesson consent).',
    },
  },
} as const

export const pageEntrySchema = {
  type: 'object',
  required: ['name', 'path', 'title'],
  additionalProperties: false,
  properties: {
    $comment: { type: 'string' },
    name: {
      type: 'string',
      pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
      description: 'Unique screen name used by navigate actions and tracking (pageName).',
    },
    path: {
      type: 'string',
      pattern: '^/([A-Za-z0-9_.{}-]+(/[A-Za-z0-9_.{}-]+)*)?$',
      description:
        'The public path. Served at /v3<path> and at the plain path; `{param}` makes a pattern (e.g. /utask-{name}).',
    },
    alias: {
      type: 'array',
      items: { type: 'string', pattern: '^/[A-Za-z0-9_./-]+$' },
      description: 'Further public paths of the same screen (each also under /v3).',
    },
    title: { type: 'string', description: 'Chinese title for the header and the document.' },
    schema: {
      type: 'string',
      pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
      description: 'Page schema file in schemas/pages/ without .json. Required unless planned.',
    },
    planned: {
      type: 'boolean',
      const: true,
      description: 'The page schema is built by a later issue; `npm run validate` counts these.',
    },
    guards: {
      type: 'object',
      additionalProperties: false,
      properties: {
        login: { type: 'boolean', description: 'Anonymous users (no token) are sent to re-login.' },
        cert: {
          enum: ['always', 'whenLoggedIn'],
          description: 'Certification check (accurateAuth 2): always, or only for logged-in users.',
        },
        consent: consentGuard,
      },
    },
    query: {
      type: 'object',
      description: 'Query parameters the screen reads, with what each means. Bindings may use only these.',
      propertyNames: { pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
      additionalProperties: { type: 'string' },
    },
    pullDownRefresh: { type: 'boolean', description: 'Pull down reloads the page data.' },
    tab: {
      type: 'boolean',
      description:
        'A tab page: the target of switchTab, and an item of the bottom tab bar the tab pages show.',
    },
    tabLabel: {
      type: 'string',
      minLength: 1,
      maxLength: 4,
      description: "The tab page's label in the bottom tab bar (default: its title).",
    },
    appOnly: {
      type: 'boolean',
      description:
        'Deep links to this screen open it in the native app; outside the app they show 请前往APP操作.',
    },
    appPath: {
      type: 'string',
      description: 'The native app route the deep-link helper opens for this screen.',
    },
    appWeb: {
      type: 'boolean',
      description:
        "spec §2: inside the native app, deep links and content cards open this screen in a new app web container (the bridge's /app/web?url=<its address>) instead of navigating in place.",
    },
    desktopRedirect: {
      type: 'object',
      required: ['host', 'path'],
      additionalProperties: false,
      description: 'On a desktop browser the screen sends the user to the PC site.',
      properties: {
        host: { enum: ['pc'], description: 'Which configured host.' },
        path: { type: 'string', description: 'Path on that host; the listed query keys are carried over.' },
        query: { type: 'array', items: { type: 'string' } },
      },
    },
    skipRelogin: {
      type: 'boolean',
      description: 'Re-login is skipped on this screen (spec §4: login, live).',
    },
    chatAppLogin: {
      type: 'boolean',
      default: true,
      description: 'false: no WeChat code login on entry (login, wxBind).',
    },
    closeOnBackInChatApp: {
      type: 'boolean',
      description:
        'In the WeChat browser, back closes the window (form page; handler attached after 300 ms).',
    },
    suppressCodes: {
      type: 'array',
      items: { type: 'string' },
      description: 'Error codes not toasted on this screen (spec §8, e.g. academy.lesson.inactive on GCP).',
    },
    system: {
      type: 'boolean',
      description: 'A platform page (image preview, location) rather than content.',
    },
  },
  if: { not: { required: ['planned'] } },
  then: { required: ['schema'] },
} as const

export const pagesFileSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://dermacampus.example/schemas/meta/pages.schema.json',
  title: 'DermaCampus route table (pages.json)',
  type: 'object',
  required: ['version', 'pages'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    version: { const: 1, description: 'Contract version; older files are upgraded by migrations.' },
    home: { type: 'string', description: 'Name of the screen that reLaunch and back-without-history go to.' },
    login: {
      type: 'string',
      description: 'Name of the login screen: re-login goes there with the return address (spec §4).',
    },
    notFound: {
      type: 'string',
      description: 'Name of the screen an unknown path renders (spec: linkInvalid).',
    },
    webview: {
      type: 'string',
      description: 'Name of the screen that shows an outside page (`openUrl` actions open it with `url`).',
    },
    pages: { type: 'array', minItems: 1, items: pageEntrySchema },
  },
} as const
