import type { Rolldown } from 'vite'

type CodeSplittingOptions = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>
type NameFunction = Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>
type ChunkingContext = Parameters<NameFunction>[1]

const NODE_MODULES = /[\\/]node_modules[\\/]/

/**
 * Large libraries that several lazy widgets share, each kept in a chunk of its own so a screen that does
 * not use one does not download it: forms (react-hook-form), HTML sanitizing (DOMPurify), antd-mobile's
 * animation (react-spring, use-gesture) and its error/empty illustrations.
 */
const LIBRARIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\\/]node_modules[\\/]react-hook-form[\\/]/, 'forms'],
  [/[\\/]node_modules[\\/]dompurify[\\/]/, 'sanitize'],
  [/[\\/]node_modules[\\/](@react-spring|@use-gesture)[\\/]/, 'motion'],
  [/[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/]error-block[\\/]/, 'error-block'],
]

/** antd-mobile's animation libraries: the components that import them (overlays, antd's tabs, swiper,
 * spin loading...) go in their file, so a widget that only needs a Button does not download them. */
const MOTION = /[\\/]node_modules[\\/](@react-spring|@use-gesture)[\\/]/
const ANTD_COMPONENT = /[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]components[\\/]/

/** Vite's modulepreload polyfill, imported by every HTML entry (`vite/modulepreload-polyfill`). */
const MODULEPRELOAD_POLYFILL = /vite[\\/]modulepreload-polyfill/

/** The runtime area a module of src/runtime belongs to (`cards`, `media`, `vote`...). */
const RUNTIME_AREA = /[\\/]src[\\/]runtime[\\/]([^\\/]+)[\\/]/

/**
 * Runtime areas other areas import: their file is made before the others', so it keeps its own modules
 * and their dependencies. Otherwise a group takes what it captures with its dependencies in no set
 * order, and the home's cards, which need only the router's content-card targets (deep-links.ts), got
 * them in `rt-order` together with the order actions.
 */
const BASE_AREAS = new Set(['router'])

/** The widget folder a module of src/widgets belongs to. */
const WIDGET_FOLDER = /[\\/]src[\\/]widgets[\\/]([^\\/]+)[\\/]/

/**
 * How the build groups modules into files (rolldown's `output.codeSplitting`), see
 * docs/decisions/0016-few-files-per-screen.md. The server speaks HTTP/1.1, so a browser fetches six files
 * at a time; rolldown's default gave every module shared by two lazy widgets a file of its own, and a
 * screen 40 to 100 files. The plan:
 * - `app`: everything the entry loads before it renders (React, the router, MobX, axios, the runtime);
 * - one file per widget, as rolldown makes it (a screen downloads the widgets it names);
 * - what two or more lazy pieces share: the large libraries above one file each, the rest of
 *   node_modules in `ui` (antd-mobile's components), our own code by runtime area (`rt-cards`...);
 * - the page studio's entry (studio.html) is in no group: what only it imports stays in its own file.
 *   It must import nothing of the app's (`app` runs src/main.tsx), nor anything through Vite's preload
 *   helper or a transpiler helper, which live in `app` (src/studio/tsconfig.json).
 */
export function chunkPlan(entry: string): CodeSplittingOptions {
  let initial: Set<string> | undefined
  let reachable: Set<string> | undefined
  const owners = new Map<string, number>()

  /** The modules the entry imports, directly or not: statically only, or lazily too. */
  const closure = (ctx: ChunkingContext, lazily: boolean): Set<string> => {
    const seen = new Set<string>()
    const stack = [entry]
    while (stack.length > 0) {
      const id = stack.pop() as string
      if (seen.has(id)) continue
      seen.add(id)
      const info = ctx.getModuleInfo(id)
      stack.push(...(info?.importedIds ?? []), ...(lazily ? (info?.dynamicallyImportedIds ?? []) : []))
    }
    return seen
  }

  /** The modules the entry imports statically, directly or not. */
  const initialModules = (ctx: ChunkingContext): Set<string> => {
    initial ??= closure(ctx, false)
    return initial
  }

  /**
   * Every module the app can load, statically or lazily. The build has another entry, the page studio
   * (studio.html): its own modules (CodeMirror…) are left to rolldown, so they never join a group the
   * app downloads.
   */
  const appModules = (ctx: ChunkingContext): Set<string> => {
    reachable ??= closure(ctx, true)
    return reachable
  }

  /** How many dynamically imported modules (a widget, a lazy runtime piece) reach this one statically. */
  const ownerCount = (ctx: ChunkingContext, id: string): number => {
    const known = owners.get(id)
    if (known !== undefined) return known
    const found = new Set<string>()
    const seen = new Set<string>()
    const stack = [id]
    while (stack.length > 0) {
      const current = stack.pop() as string
      if (seen.has(current)) continue
      seen.add(current)
      const info = ctx.getModuleInfo(current)
      if (!info) continue
      if (info.dynamicImporters.length > 0) found.add(current)
      stack.push(...info.importers)
    }
    owners.set(id, found.size)
    return found.size
  }

  /** Whether a module imports antd-mobile's animation libraries, directly or not (static imports). */
  const motion = new Map<string, boolean>()
  const reachesMotion = (ctx: ChunkingContext, id: string): boolean => {
    const known = motion.get(id)
    if (known !== undefined) return known
    motion.set(id, false) // a cycle reaches nothing new
    const found =
      MOTION.test(id) || (ctx.getModuleInfo(id)?.importedIds ?? []).some((next) => reachesMotion(ctx, next))
    motion.set(id, found)
    return found
  }

  /**
   * The runtime area whose modules are a module's only importers (schemas/meta/form-messages.ts is the
   * forms area's alone): it goes in that area's file rather than `common`, which most screens load.
   */
  const importingArea = (ctx: ChunkingContext, id: string): string | undefined => {
    const areas = new Set(
      (ctx.getModuleInfo(id)?.importers ?? []).map((importer) => RUNTIME_AREA.exec(importer)?.[1]),
    )
    const [area] = areas
    return areas.size === 1 ? area : undefined
  }

  const sharedLazily = (ctx: ChunkingContext, id: string): boolean =>
    !initialModules(ctx).has(id) && appModules(ctx).has(id) && ownerCount(ctx, id) >= 2

  /**
   * The file of a module two lazy pieces share, by where it lives: a runtime area's (`rt-cards`), a
   * widget's own (a widget never imports another's modules, so only its lazy parts share them: vote-hero
   * and its lazy rules share their CSS module, `vote-hero-shared`), else the area of its only importers,
   * else `common`, which most screens load.
   */
  const sharedFile = (ctx: ChunkingContext, id: string): string => {
    const area = RUNTIME_AREA.exec(id)?.[1]
    if (area) return `rt-${area}`
    const widget = WIDGET_FOLDER.exec(id)?.[1]
    if (widget) return `${widget}-shared`
    const importing = importingArea(ctx, id)
    return importing ? `rt-${importing}` : 'common'
  }

  return {
    groups: [
      {
        debugName: 'app',
        priority: 5,
        // A module the app also imports dynamically (the tracker, the WeChat share setup) is left to
        // rolldown: a static import of it is often a barrel's unused re-export, and then it stays lazy.
        // The entry module itself stays in the entry's own chunk: another page (the studio preview,
        // studio-preview.html) loads `app` as well and must not run the app's start-up. Vite's
        // modulepreload polyfill, which every page's HTML imports, goes in `app`: not a file of its own.
        name: (id, ctx) => {
          if (id === entry) return null
          if (MODULEPRELOAD_POLYFILL.test(id)) return 'app'
          return initialModules(ctx).has(id) && (ctx.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0
            ? 'app'
            : null
        },
      },
      // Higher priority first, and a group also takes the dependencies of what it captures unless a
      // higher group has them: `ui` comes first so the shared helpers (antd-mobile's utils, Babel's
      // runtime) stay in it, not in the library that happened to need them.
      {
        debugName: 'ui',
        priority: 4,
        name: (id, ctx) =>
          NODE_MODULES.test(id) &&
          sharedLazily(ctx, id) &&
          !LIBRARIES.some(([test]) => test.test(id)) &&
          !reachesMotion(ctx, id)
            ? 'ui'
            : null,
      },
      {
        debugName: 'libraries',
        priority: 3,
        name: (id, ctx) => {
          if (initialModules(ctx).has(id)) return null
          if (ANTD_COMPONENT.test(id) && reachesMotion(ctx, id)) return 'motion'
          return sharedLazily(ctx, id) ? (LIBRARIES.find(([test]) => test.test(id))?.[1] ?? null) : null
        },
      },
      {
        debugName: 'base runtime areas',
        priority: 2,
        name: (id, ctx) => {
          const area = RUNTIME_AREA.exec(id)?.[1]
          return area && BASE_AREAS.has(area) && sharedLazily(ctx, id) ? `rt-${area}` : null
        },
      },
      {
        debugName: 'runtime areas',
        priority: 1,
        name: (id, ctx) => (NODE_MODULES.test(id) || !sharedLazily(ctx, id) ? null : sharedFile(ctx, id)),
      },
    ],
  }
}
