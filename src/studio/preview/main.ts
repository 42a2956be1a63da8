// The studio preview's entry (studio-preview.html, a Vite entry of its own: nothing here reaches the
// doctors' first load). The studio holds it in a 390×844 iframe and posts render messages to it.

import { registry } from '@/widgets'
import { fromStudio, parseRenderMessage } from './messages'
import { createPreview } from './preview'

const container = document.getElementById('app')
if (!container) throw new Error('studio-preview.html has no #app element')

const preview = createPreview({
  container,
  registry,
  post: (answer) => window.parent.postMessage(answer, window.location.origin),
})

window.addEventListener('message', (event: MessageEvent) => {
  if (!fromStudio(event, window)) {
    console.warn(`[studio-preview] ignored a message that is not from the studio (origin ${event.origin})`)
    return
  }
  const parsed = parseRenderMessage(event.data, window.location.origin)
  if ('problem' in parsed) {
    console.warn(`[studio-preview] ignored a malformed message: ${parsed.problem}`)
    return
  }
  void preview.render(parsed.message)
})
