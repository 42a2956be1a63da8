// The validation worker's entry (server/config-versions/off-thread.ts): TypeScript is loaded through tsx,
// as the server itself is, then the worker's body takes the messages.
import { register } from 'tsx/esm/api'

register()
await import('./validation-worker-body.ts')
