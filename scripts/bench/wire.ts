import type { Browser, CDPSession } from 'playwright-core'
import { phone } from './doctor'
import { type Figure, kb, printTable } from './summary'

/**
 * First load of /v3/home as a phone receives it: every request of a cold load in Chromium, with the bytes
 * Chromium's network stack counted on the wire (CDP Network), never a size computed from the files.
 */

const TARGET_KB = 150
const BUDGET_KB = 170
/** What a phone's Chromium sends over HTTPS (it adds zstd; br is the one that matters here). */
const PHONE_ACCEPT_ENCODING = 'gzip, deflate, br'

interface Transfer {
  url: string
  /** CDP resource type: Document, Script, Stylesheet, Fetch, Image, … */
  type: string
  status: number
  /** The Accept-Encoding the request really carried (requestWillBeSentExtraInfo). */
  acceptEncoding: string
  /** The response's Content-Encoding, `identity` when it had none. */
  contentEncoding: string
  /** Response headers as received (responseReceived.encodedDataLength: bytes so far, the headers). */
  headerBytes: number
  /** Everything received for the request (loadingFinished.encodedDataLength): headers + encoded body. */
  wireBytes: number
  finished: boolean
}

const bodyBytes = (transfer: Transfer) => Math.max(0, transfer.wireBytes - transfer.headerBytes)

function headerValue(headers: Record<string, unknown>, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name)
  return key === undefined ? undefined : String(headers[key])
}

function recordTransfers(cdp: CDPSession): Map<string, Transfer> {
  const transfers = new Map<string, Transfer>()
  const transfer = (requestId: string) => {
    let found = transfers.get(requestId)
    if (!found) {
      found = {
        url: '',
        type: 'Other',
        status: 0,
        acceptEncoding: '',
        contentEncoding: 'identity',
        headerBytes: 0,
        wireBytes: 0,
        finished: false,
      }
      transfers.set(requestId, found)
    }
    return found
  }
  cdp.on('Network.requestWillBeSent', (event) => {
    const found = transfer(event.requestId)
    found.url = event.request.url
    found.type = event.type ?? 'Other'
  })
  // The headers Chromium really sent, Accept-Encoding included (requestWillBeSent shows only the page's).
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
    transfer(event.requestId).acceptEncoding = headerValue(event.headers, 'accept-encoding') ?? ''
  })
  cdp.on('Network.responseReceived', (event) => {
    const found = transfer(event.requestId)
    found.status = event.response.status
    found.contentEncoding = headerValue(event.response.headers, 'content-encoding') ?? 'identity'
    found.headerBytes = event.response.encodedDataLength
  })
  cdp.on('Network.loadingFinished', (event) => {
    const found = transfer(event.requestId)
    found.wireBytes = event.encodedDataLength
    found.finished = true
  })
  return transfers
}

/** One cold load (fresh context, no cache) of `url` as the doctor, until the network is idle. */
async function coldLoad(
  browser: Browser,
  url: string,
  storage: Record<string, string>,
  acceptEncoding?: string,
): Promise<Transfer[]> {
  const origin = new URL(url).origin
  const localStorage = Object.entries(storage).map(([name, value]) => ({ name, value }))
  const context = await browser.newContext({
    ...phone,
    storageState: { cookies: [], origins: [{ origin, localStorage }] },
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    if (acceptEncoding) {
      await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': acceptEncoding } })
    }
    const transfers = recordTransfers(cdp)
    await page.goto(url, { waitUntil: 'networkidle' })
    return [...transfers.values()].filter(
      (transfer) => transfer.finished && !/^(data|blob):/.test(transfer.url),
    )
  } finally {
    await context.close()
  }
}

export async function wireReport(
  browser: Browser,
  baseUrl: string,
  storage: Record<string, string>,
): Promise<Figure[]> {
  const url = `${baseUrl}/v3/home`
  console.log(
    `\n--- First load of /v3/home ON THE WIRE (Chromium ${browser.version()}, cold cache, as the doctor) ---`,
  )
  let transfers = await coldLoad(browser, url, storage)
  const document = transfers.find((transfer) => transfer.type === 'Document')
  if (!document) throw new Error(`no document request loading ${url}`)
  const advertised = document.acceptEncoding
  let encodingNote: string
  if (/\bbr\b/.test(advertised)) {
    // Chromium counts 127.0.0.1 a secure context, so it already asks for br as it would over HTTPS.
    encodingNote = `${advertised} (Chromium's own)`
    console.log(`  Chromium sent Accept-Encoding: ${advertised} to ${baseUrl}: as over HTTPS, measured as is`)
  } else {
    encodingNote = `${PHONE_ACCEPT_ENCODING} (set; Chromium sent ${advertised || 'none'})`
    console.log(
      `  Chromium sent Accept-Encoding: ${advertised || '(none)'} to ${baseUrl}, without br: loading again ` +
        `with "${PHONE_ACCEPT_ENCODING}", what a phone sends over HTTPS (CDP Network.setExtraHTTPHeaders)`,
    )
    transfers = await coldLoad(browser, url, storage, PHONE_ACCEPT_ENCODING)
    const sent = transfers.find((transfer) => transfer.type === 'Document')?.acceptEncoding ?? ''
    if (!/\bbr\b/.test(sent)) throw new Error(`the Accept-Encoding override did not reach the wire: ${sent}`)
  }

  const path = (full: string) => {
    const parsed = new URL(full)
    const shown = parsed.origin === baseUrl ? `${parsed.pathname}${parsed.search}` : full
    return shown.length > 60 ? `${shown.slice(0, 57)}…` : shown
  }
  const isPageCode = (transfer: Transfer) => ['Document', 'Script', 'Stylesheet'].includes(transfer.type)
  const rows = transfers
    .filter(isPageCode)
    .map((transfer) => [
      path(transfer.url),
      transfer.type,
      String(transfer.status),
      transfer.contentEncoding,
      kb(bodyBytes(transfer)),
      kb(transfer.wireBytes),
    ])
  // The rest (API calls, images, beacons) one row a type, with the encodings they came in.
  const otherTypes = [...new Set(transfers.filter((t) => !isPageCode(t)).map((t) => t.type))]
  for (const type of otherTypes) {
    const ofType = transfers.filter((transfer) => transfer.type === type)
    rows.push([
      `(${ofType.length} ${type} requests)`,
      type,
      [...new Set(ofType.map((transfer) => transfer.status))].join(','),
      [...new Set(ofType.map((transfer) => transfer.contentEncoding))].join(','),
      kb(ofType.reduce((total, transfer) => total + bodyBytes(transfer), 0)),
      kb(ofType.reduce((total, transfer) => total + transfer.wireBytes, 0)),
    ])
  }
  printTable(['request', 'type', 'status', 'encoding', 'body', 'with headers'], rows, 'llrlrr')

  const sum = (list: Transfer[], bytes: (transfer: Transfer) => number) =>
    list.reduce((total, transfer) => total + bytes(transfer), 0)
  const code = transfers.filter((transfer) => transfer.type === 'Script' || transfer.type === 'Stylesheet')
  const html = transfers.filter((transfer) => transfer.type === 'Document')
  const codeBody = sum(code, bodyBytes)
  const uncompressed = code.filter((transfer) => transfer.contentEncoding === 'identity').length
  const within = codeBody / 1024 <= BUDGET_KB
  console.log(
    `\n  JS + CSS: ${kb(codeBody)} encoded body in ${code.length} files (${kb(sum(code, (t) => t.wireBytes))} ` +
      `with response headers); target ${TARGET_KB} KB, budget ${BUDGET_KB} KB: ` +
      `${codeBody / 1024 <= TARGET_KB ? 'ok' : within ? 'over target, within budget' : 'OVER BUDGET'}`,
  )
  if (uncompressed)
    console.log(`  ${uncompressed} of ${code.length} JS/CSS files arrived uncompressed (identity)`)
  console.log(
    `  HTML: ${kb(sum(html, (t) => t.wireBytes))}; all: ${kb(sum(transfers, (t) => t.wireBytes))} in ${transfers.length} requests`,
  )
  const encodings = [...new Set(code.map((transfer) => transfer.contentEncoding))].join(', ')
  return [
    { area: 'first load /v3/home', measure: `Accept-Encoding sent: ${encodingNote}`, value: '', goal: '' },
    {
      area: 'first load /v3/home',
      measure: `JS + CSS on the wire (encoded body; ${encodings})`,
      value: kb(codeBody),
      goal: `≤ ${BUDGET_KB} KB (target ${TARGET_KB})`,
      ok: within,
    },
    {
      area: 'first load /v3/home',
      measure: 'HTML on the wire',
      value: kb(sum(html, (t) => t.wireBytes)),
      goal: '',
    },
    {
      area: 'first load /v3/home',
      measure: `all ${transfers.length} requests on the wire`,
      value: kb(sum(transfers, (t) => t.wireBytes)),
      goal: '',
    },
  ]
}
