/**
 * spec §4 "Media player": starting one player pauses all other audio and video. Registered elements
 * (including detached `new Audio()` players) and every <audio>/<video> in the document are paused when
 * another one starts, whoever started it.
 */
export interface PlayerCoordinator {
  /** Tracks an element: when it starts, every other one pauses. Returns the unregister function. */
  register(element: HTMLMediaElement): () => void
  /** Pauses every player except `active` (all of them when it is null). */
  claim(active: HTMLMediaElement | null): void
}

export function createPlayerCoordinator(
  root: () => ParentNode | undefined = () => (typeof document === 'undefined' ? undefined : document),
): PlayerCoordinator {
  const elements = new Set<HTMLMediaElement>()
  let listening: ParentNode | undefined

  function claim(active: HTMLMediaElement | null): void {
    const others = new Set<HTMLMediaElement>(elements)
    for (const element of root()?.querySelectorAll<HTMLMediaElement>('audio, video') ?? [])
      others.add(element)
    for (const element of others) {
      if (element !== active && !element.paused) element.pause()
    }
  }

  // `play` does not bubble, but a capturing listener on the document sees it for every element in the
  // page, so a player outside this module (an embedded article's <audio>) also pauses the others.
  function onDocumentPlay(event: Event): void {
    const target = event.target
    if (target instanceof HTMLMediaElement && !elements.has(target)) claim(target)
  }

  function listen(): void {
    const node = root()
    if (!node || listening === node) return
    listening?.removeEventListener('play', onDocumentPlay, true)
    node.addEventListener('play', onDocumentPlay, true)
    listening = node
  }

  return {
    register(element) {
      listen()
      const onPlay = () => claim(element)
      elements.add(element)
      element.addEventListener('play', onPlay)
      return () => {
        element.removeEventListener('play', onPlay)
        elements.delete(element)
        // With no player left there is nothing to pause: stop watching the page.
        if (elements.size === 0) {
          listening?.removeEventListener('play', onDocumentPlay, true)
          listening = undefined
        }
      }
    },
    claim,
  }
}

/** The app's one coordinator: every player registers here. */
export const playerCoordinator: PlayerCoordinator = createPlayerCoordinator()
