/**
 * Debian's Chromium for tests and benchmarks (never a browser download): CHROMIUM_PATH overrides
 * /usr/bin/chromium. The flags keep it off the network, which this machine does not have.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
