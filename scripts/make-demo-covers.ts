/**
 * Writes the demo covers and doctor avatars the seed points at (server/media/covers/<name>.svg,
 * server/media/covers/banner-<id>.svg, server/media/avatars/doctor-<n>.svg): small SVG illustrations,
 * each cover its own motif and palette from its topic and without text, so a card's title printed over or
 * under its picture never collides with lettering inside it (issue 15 item 12); banners carry their own
 * title. The files are committed; run this after changing the look or a banner's title:
 *
 *   npx tsx scripts/make-demo-covers.ts
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { courseDefs } from '../server/seed/academy-courses'

const root = join(import.meta.dirname, '..', 'server', 'media')
const bannersDir = join(import.meta.dirname, '..', 'content', 'banners')

/** A motif is drawn around (320, 180) in a 640 × 360 box; `a` is the topic's accent colour. */
type Motif = (a: string) => string

const W = 'fill="#fff"'
/** White line work: the illustration's outline. */
const line = (width = 8, opacity = 0.9) =>
  `fill="none" stroke="#fff" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linecap="round" stroke-linejoin="round"`
const soft = (opacity = 0.2) => `fill="#fff" fill-opacity="${opacity}"`
const dots = (points: readonly (readonly [number, number, number])[], paint: string) =>
  points.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" ${paint}/>`).join('')

/** An irregular pigmented lesion (dermoscopy, melanoma). */
const lesion =
  (spread: number): Motif =>
  (a) =>
    `<path d="M250 170c-6-52 40-88 88-80 ${spread} 8 82 40 76 84-6 48-44 80-92 74-44-6-68-34-72-78z" fill="${a}" fill-opacity=".85"/>` +
    `<path d="M282 170c0-30 26-50 52-44 28 6 42 28 36 52-6 26-34 40-58 32-20-6-30-22-30-40z" fill="#000" fill-opacity=".18"/>` +
    dots(
      [
        [300, 150, 6],
        [340, 140, 5],
        [362, 178, 7],
        [318, 202, 5],
        [290, 186, 4],
      ],
      'fill="#000" fill-opacity=".22"',
    )

const motifs: Record<string, Motif> = {
  dermoscope: (a) =>
    `<circle cx="300" cy="160" r="92" ${soft(0.16)}/><circle cx="300" cy="160" r="92" ${line(10)}/>` +
    `<path d="M366 226l78 78" ${line(22)}/>` +
    `<path d="M262 160c0-26 22-44 44-40 24 4 36 22 32 44-4 24-28 36-48 30-18-4-28-18-28-34z" fill="${a}"/>` +
    dots(
      [
        [292, 150, 5],
        [316, 170, 6],
        [300, 182, 4],
      ],
      'fill="#000" fill-opacity=".25"',
    ),
  melanoma: lesion(40),
  abcd: (a) => `${lesion(64)(a)}<path d="M320 70v220M200 180h240" ${line(4, 0.6)} stroke-dasharray="10 12"/>`,
  starburst: (a) =>
    `<circle cx="320" cy="180" r="46" fill="${a}"/>` +
    Array.from({ length: 16 }, (_, i) => {
      const t = (i / 16) * Math.PI * 2
      const [x1, y1] = [320 + Math.cos(t) * 56, 180 + Math.sin(t) * 56]
      const [x2, y2] = [320 + Math.cos(t) * (96 + (i % 3) * 14), 180 + Math.sin(t) * (96 + (i % 3) * 14)]
      return `<path d="M${x1.toFixed(0)} ${y1.toFixed(0)}L${x2.toFixed(0)} ${y2.toFixed(0)}" ${line(9)}/>`
    }).join(''),
  veil: (a) =>
    `<ellipse cx="320" cy="180" rx="120" ry="90" fill="${a}" fill-opacity=".7"/>` +
    `<ellipse cx="330" cy="176" rx="70" ry="52" fill="#dbe9ff" fill-opacity=".85"/>` +
    `<ellipse cx="330" cy="176" rx="70" ry="52" fill="url(#h)"/>`,
  ridges: () =>
    Array.from({ length: 7 }, (_, i) => {
      const y = 96 + i * 28
      return `<path d="M214 ${y}c36-${16 + i} 70 ${14 + i} 106 0s70-${14 + i} 106 0" ${line(9, 0.55 + i * 0.05)}/>`
    }).join(''),
  comedones: (a) =>
    `<ellipse cx="320" cy="184" rx="128" ry="92" ${soft(0.18)}/>` +
    dots(
      [
        [270, 150, 14],
        [340, 130, 11],
        [380, 190, 15],
        [300, 214, 12],
        [246, 204, 9],
        [350, 240, 9],
      ],
      `fill="${a}"`,
    ) +
    dots(
      [
        [270, 150, 5],
        [340, 130, 4],
        [380, 190, 6],
        [300, 214, 5],
      ],
      'fill="#000" fill-opacity=".35"',
    ),
  vessels: (a) =>
    `<ellipse cx="320" cy="180" rx="124" ry="96" ${soft(0.2)}/>` +
    `<path d="M220 200c40-10 60-40 100-30s46 40 90 10M300 172c-6-30 6-52 30-66M360 178c16 16 40 20 56 8M262 194c-10 20-6 40 10 54" fill="none" stroke="${a}" stroke-width="9" stroke-linecap="round"/>`,
  plaques: (a) =>
    `<path d="M214 132c18-34 76-40 110-22s38 60 6 82-86 22-110 2-24-40-6-62z" fill="${a}"/>` +
    `<path d="M346 196c14-22 58-28 82-12s26 46 2 60-64 14-82-2-16-28-2-46z" fill="${a}" fill-opacity=".85"/>` +
    `<path d="M236 140c14-8 30-10 44-6M250 164c16-6 34-6 50 0M238 186c14 4 30 4 44-2M362 210c12-6 28-8 42-4M372 232c12 2 26 0 38-6" ${line(6, 0.9)}/>`,
  skinLayers: (a) =>
    `<path d="M170 150c50-24 100 16 150-8s100-24 150 6v110H170z" ${soft(0.18)}/>` +
    `<path d="M170 150c50-24 100 16 150-8s100-24 150 6" ${line(10)}/>` +
    `<path d="M170 200c50-18 100 14 150-6s100-18 150 4" ${line(6, 0.6)}/>` +
    `<path d="M250 140l14 26-10 20M344 136l-8 24 14 18" fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  follicles: (a) =>
    `<path d="M160 230h320" ${line(10)}/>` +
    [220, 300, 380, 440]
      .map(
        (x, i) =>
          `<path d="M${x - 34} 230c0-${44 + i * 6} 68-${44 + i * 6} 68 0" fill="${a}" fill-opacity="${0.95 - i * 0.12}"/><circle cx="${x}" cy="${210 - i * 3}" r="7" ${W}/>`,
      )
      .join(''),
  patches: () =>
    `<path d="M220 130c20-34 74-36 92-6s-10 62-44 64-66-26-48-58z" ${W} fill-opacity=".92"/>` +
    `<path d="M340 190c16-26 68-30 86-2s-4 56-40 58-62-30-46-56z" ${W} fill-opacity=".8"/>` +
    `<path d="M330 100c10-14 34-14 40 2s-6 30-24 28-24-16-16-30z" ${W} fill-opacity=".7"/>`,
  wheals: (a) =>
    [
      [260, 150, 58],
      [376, 210, 46],
      [360, 116, 30],
    ]
      .map(
        ([x, y, r]) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="${a}" fill-opacity=".55"/><circle cx="${x}" cy="${y}" r="${r}" ${line(7)}/><circle cx="${x}" cy="${y}" r="${(r ?? 0) * 0.5}" ${soft(0.45)}/>`,
      )
      .join(''),
  flush: (a) =>
    `<ellipse cx="320" cy="180" rx="96" ry="118" ${soft(0.2)}/><ellipse cx="320" cy="180" rx="96" ry="118" ${line(8)}/>` +
    `<ellipse cx="268" cy="206" rx="34" ry="24" fill="${a}" fill-opacity=".85"/><ellipse cx="372" cy="206" rx="34" ry="24" fill="${a}" fill-opacity=".85"/>` +
    `<path d="M282 152h22M336 152h22M300 252c14 10 26 10 40 0" ${line(7)}/>`,
  hair: (a) =>
    `<path d="M170 250h300" ${line(10)}/>` +
    [210, 260, 310, 360, 410]
      .map(
        (x, i) =>
          `<ellipse cx="${x}" cy="262" rx="10" ry="16" fill="${a}"/><path d="M${x} 250c${i % 2 ? 24 : -20}-60 ${i % 2 ? -10 : 16}-100 ${i % 2 ? 14 : -8}-${140 - i * 6}" ${line(7)}/>`,
      )
      .join(''),
  sun: (a) =>
    `<circle cx="320" cy="180" r="62" fill="${a}"/><circle cx="320" cy="180" r="62" ${line(8)}/>` +
    Array.from({ length: 12 }, (_, i) => {
      const t = (i / 12) * Math.PI * 2
      const p = (r: number) => `${(320 + Math.cos(t) * r).toFixed(0)} ${(180 + Math.sin(t) * r).toFixed(0)}`
      return `<path d="M${p(84)}L${p(116)}" ${line(9)}/>`
    }).join(''),
  sunscreen: (a) =>
    `<circle cx="394" cy="118" r="40" fill="${a}"/><path d="M394 56v-14M452 118h14M435 77l10-10M353 77l-10-10" ${line(7)}/>` +
    `<rect x="228" y="120" width="92" height="150" rx="20" ${soft(0.9)}/><rect x="248" y="94" width="52" height="30" rx="6" ${W}/>` +
    `<rect x="246" y="168" width="56" height="40" rx="8" fill="${a}" fill-opacity=".8"/>`,
  microscope: (a) =>
    `<path d="M250 276h150M300 276v-30h80M338 246l-56-96M282 150l30-18-28-50-30 18z" ${line(11)}/>` +
    `<circle cx="372" cy="190" r="34" fill="${a}" fill-opacity=".9"/><circle cx="362" cy="182" r="8" ${soft(0.7)}/><circle cx="384" cy="198" r="6" ${soft(0.7)}/>`,
  hyphae: (a) =>
    `<path d="M200 250c40-30 80-50 120-60s90-40 110-90M300 196c-10-30-6-56 10-80M360 168c30 10 56 30 70 64M250 228c-20-20-30-48-26-70" ${line(8)}/>` +
    dots(
      [
        [310, 116, 10],
        [430, 232, 10],
        [224, 158, 9],
        [430, 100, 12],
      ],
      `fill="${a}"`,
    ),
  droplets: (a) =>
    [
      [270, 140, 1],
      [370, 190, 0.8],
      [300, 236, 0.6],
    ]
      .map(
        ([x, y, s]) =>
          `<path transform="translate(${x} ${y}) scale(${s})" d="M0-70C24-34 44-10 44 16a44 44 0 0 1-88 0c0-26 20-50 44-86z" fill="${a}" fill-opacity=".85" stroke="#fff" stroke-width="7"/>`,
      )
      .join(''),
  vesicles: (a) =>
    `<path d="M180 250c60-40 120-110 280-120" ${line(26, 0.2)}/>` +
    dots(
      [
        [220, 228, 11],
        [244, 214, 9],
        [232, 246, 8],
        [300, 184, 12],
        [322, 172, 9],
        [312, 198, 8],
        [388, 146, 11],
        [410, 140, 9],
        [398, 164, 8],
      ],
      `fill="${a}" stroke="#fff" stroke-width="5"`,
    ),
  butterfly: (a) =>
    `<path d="M320 180c-30-70-120-90-130-40s60 80 130 40zM320 180c30-70 120-90 130-40s-60 80-130 40zM320 186c-24 40-90 66-100 36s40-44 100-36zM320 186c24 40 90 66 100 36s-40-44-100-36z" fill="${a}" fill-opacity=".85" stroke="#fff" stroke-width="7" stroke-linejoin="round"/>` +
    `<path d="M320 150v80" ${line(8)}/>`,
  child: (a) =>
    `<circle cx="320" cy="176" r="84" ${soft(0.92)}/><path d="M250 140c10-44 60-66 104-48 16 6 30 18 38 32-40-6-70-20-84-40-10 30-34 48-58 56z" fill="${a}"/>` +
    `<circle cx="290" cy="180" r="8" fill="#334"/><circle cx="350" cy="180" r="8" fill="#334"/><path d="M298 214c14 12 30 12 44 0" fill="none" stroke="#334" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="270" cy="204" r="12" fill="${a}" fill-opacity=".4"/><circle cx="370" cy="204" r="12" fill="${a}" fill-opacity=".4"/>`,
  cells: (a) => {
    const hex = (x: number, y: number, fill: string) =>
      `<path transform="translate(${x} ${y})" d="M0-40l35 20v40L0 40-35 20v-40z" ${fill} stroke="#fff" stroke-width="6" stroke-linejoin="round"/>`
    return (
      hex(284, 140, soft(0.2)) +
      hex(356, 140, soft(0.2)) +
      hex(248, 202, soft(0.2)) +
      hex(320, 202, `fill="${a}"`) +
      hex(392, 202, soft(0.2)) +
      `<circle cx="320" cy="202" r="12" fill="#000" fill-opacity=".25"/>`
    )
  },
  blisters: (a) =>
    `<path d="M170 250h300" ${line(10)}/>` +
    `<path d="M200 250c0-70 100-70 100 0M300 250c0-50 70-50 70 0M370 250c0-80 110-80 110 0" fill="${a}" fill-opacity=".7" stroke="#fff" stroke-width="7"/>` +
    `<path d="M228 214c8-12 20-18 32-18M396 206c10-14 24-20 38-20" ${line(5, 0.8)}/>`,
  capsule: (a) =>
    `<g transform="rotate(-30 320 180)"><rect x="200" y="140" width="240" height="80" rx="40" ${soft(0.9)}/><path d="M320 140h80a40 40 0 0 1 0 80h-80z" fill="${a}"/></g>` +
    dots(
      [
        [228, 250, 10],
        [256, 270, 7],
        [420, 100, 9],
      ],
      `fill="${a}" fill-opacity=".7"`,
    ),
  shield: (a) =>
    `<path d="M320 76l96 34v66c0 62-40 100-96 118-56-18-96-56-96-118v-66z" fill="${a}" fill-opacity=".85" stroke="#fff" stroke-width="9" stroke-linejoin="round"/>` +
    `<path d="M280 184l28 28 54-58" ${line(12)}/>`,
  laser: (a) =>
    `<rect x="176" y="212" width="120" height="56" rx="14" ${soft(0.9)} transform="rotate(-24 236 240)"/>` +
    `<path d="M292 206L430 128" stroke="${a}" stroke-width="14" stroke-linecap="round"/><path d="M292 206L430 128" ${line(4)}/>` +
    `<path d="M430 92v72M394 128h72M406 104l48 48M454 104l-48 48" ${line(6, 0.85)}/>`,
  broadcast: (a) =>
    `<rect x="236" y="132" width="140" height="100" rx="18" ${soft(0.9)}/><path d="M376 162l52-28v96l-52-28z" ${soft(0.9)}/>` +
    `<circle cx="270" cy="160" r="11" fill="${a}"/>` +
    `<path d="M212 108c-28 28-28 72 0 100M188 86c-40 40-40 104 0 144" ${line(7, 0.7)}/>`,
  stitches: (a) =>
    `<path d="M190 210c60-40 160-60 260-40" stroke="${a}" stroke-width="16" stroke-linecap="round" fill="none"/>` +
    [220, 270, 320, 370, 420]
      .map((x, i) => `<path d="M${x - 10} ${176 - i * 4}l20 ${52 - i * 2}" ${line(7)}/>`)
      .join(''),
  book: (a) =>
    `<path d="M320 118c-40-24-90-26-130-14v154c40-12 90-10 130 14 40-24 90-26 130-14V104c-40-12-90-10-130 14z" ${soft(0.9)}/>` +
    `<path d="M320 118v154" stroke="${a}" stroke-width="6"/><path d="M214 140c26-6 56-4 82 6M214 172c26-6 56-4 82 6M344 146c26-10 56-12 82-6M344 178c26-10 56-12 82-6" stroke="${a}" stroke-width="6" stroke-linecap="round" stroke-opacity=".6"/>`,
  checklist: (a) =>
    `<rect x="238" y="84" width="164" height="208" rx="18" ${soft(0.92)}/><rect x="282" y="70" width="76" height="30" rx="10" fill="${a}"/>` +
    [136, 186, 236]
      .map(
        (y) =>
          `<path d="M262 ${y}l12 12 22-24" fill="none" stroke="${a}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><path d="M316 ${y + 2}h64" stroke="${a}" stroke-opacity=".45" stroke-width="8" stroke-linecap="round"/>`,
      )
      .join(''),
  classroom: (a) =>
    `<rect x="206" y="96" width="228" height="126" rx="12" ${soft(0.9)}/><path d="M236 130h110M236 158h160M236 186h80" stroke="${a}" stroke-width="8" stroke-linecap="round" stroke-opacity=".7"/>` +
    dots(
      [
        [240, 262, 16],
        [296, 262, 16],
        [352, 262, 16],
        [408, 262, 16],
      ],
      soft(0.85),
    ),
  boxes: (a) =>
    `<rect x="220" y="176" width="110" height="96" rx="10" ${soft(0.9)}/><rect x="332" y="176" width="96" height="96" rx="10" fill="${a}"/><rect x="268" y="88" width="112" height="86" rx="10" ${soft(0.7)}/>` +
    `<path d="M275 176v96M380 176v96M324 88v86" stroke="#000" stroke-opacity=".12" stroke-width="8"/>`,
  layers: (a) =>
    `<rect x="246" y="86" width="180" height="120" rx="16" ${soft(0.35)}/><rect x="228" y="118" width="180" height="120" rx="16" ${soft(0.6)}/><rect x="210" y="150" width="180" height="120" rx="16" ${soft(0.95)}/>` +
    `<circle cx="252" cy="192" r="18" fill="${a}"/><path d="M284 186h80M284 214h56" stroke="${a}" stroke-width="9" stroke-linecap="round" stroke-opacity=".6"/>`,
  sparkle: (a) =>
    `<path d="M320 80c10 60 40 90 100 100-60 10-90 40-100 100-10-60-40-90-100-100 60-10 90-40 100-100z" ${soft(0.92)}/>` +
    `<path d="M420 90c4 20 12 28 32 32-20 4-28 12-32 32-4-20-12-28-32-32 20-4 28-12 32-32z" fill="${a}"/><circle cx="226" cy="256" r="14" fill="${a}"/>`,
  medal: (a) =>
    `<path d="M284 70l36 70 36-70M250 70l50 90M390 70l-50 90" stroke="${a}" stroke-width="18" stroke-linejoin="round" fill="none"/>` +
    `<circle cx="320" cy="210" r="68" ${soft(0.92)}/><circle cx="320" cy="210" r="44" fill="${a}"/><path d="M320 182l9 18 20 3-15 14 4 20-18-10-18 10 4-20-15-14 20-3z" ${W}/>`,
  calendar: (a) =>
    `<rect x="226" y="96" width="188" height="176" rx="18" ${soft(0.92)}/><rect x="226" y="96" width="188" height="46" rx="18" fill="${a}"/><path d="M268 82v30M372 82v30" ${line(10)}/>` +
    `<path d="M262 190l26 26 50-52" fill="none" stroke="${a}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`,
  stage: (a) =>
    `<path d="M250 60L176 300h288L390 60z" fill="#fff" fill-opacity=".14"/>` +
    `<ellipse cx="320" cy="296" rx="170" ry="26" fill="${a}"/><ellipse cx="320" cy="290" rx="150" ry="16" ${soft(0.3)}/>` +
    `<circle cx="320" cy="170" r="26" ${W}/><path d="M278 268c0-44 18-70 42-70s42 26 42 70z" ${W}/>` +
    `<path d="M382 212l28-34" ${line(6)}/><circle cx="414" cy="172" r="10" fill="${a}" stroke="#fff" stroke-width="5"/>`,
  tube: (a) =>
    `<path d="M200 150h170l50 20v20l-50 20H200z" ${soft(0.92)}/><rect x="420" y="168" width="22" height="24" rx="4" fill="${a}"/>` +
    `<path d="M236 150v60" stroke="${a}" stroke-width="10"/><ellipse cx="456" cy="250" rx="34" ry="18" fill="${a}" fill-opacity=".85"/>`,
  snowflake: (a) =>
    `<circle cx="320" cy="180" r="104" fill="${a}" fill-opacity=".4"/>` +
    [0, 60, 120]
      .map(
        (deg) =>
          `<g transform="rotate(${deg} 320 180)"><path d="M320 92v176M304 106l16 16 16-16M304 254l16-16 16 16" ${line(9)}/></g>`,
      )
      .join(''),
  chat: (a) =>
    `<path d="M210 100h150a24 24 0 0 1 24 24v70a24 24 0 0 1-24 24h-96l-38 30v-30h-16a24 24 0 0 1-24-24v-70a24 24 0 0 1 24-24z" ${soft(0.92)}/>` +
    `<path d="M300 170h122a22 22 0 0 1 22 22v56a22 22 0 0 1-22 22h-12v26l-32-26h-78a22 22 0 0 1-22-22v-56a22 22 0 0 1 22-22z" fill="${a}" stroke="#fff" stroke-width="6"/>` +
    dots(
      [
        [244, 160, 9],
        [276, 160, 9],
        [308, 160, 9],
      ],
      `fill="${a}"`,
    ),
  bandage: (a) =>
    `<g transform="rotate(-28 320 180)"><rect x="170" y="136" width="300" height="88" rx="44" ${soft(0.92)}/><rect x="274" y="136" width="92" height="88" fill="${a}"/>` +
    dots(
      [
        [300, 164, 5],
        [340, 164, 5],
        [300, 196, 5],
        [340, 196, 5],
      ],
      soft(0.8),
    ) +
    `</g>`,
  megaphone: (a) =>
    `<path d="M220 160h40l110-56v152l-110-56h-40a20 20 0 0 1-20-20v0a20 20 0 0 1 20-20z" ${soft(0.92)}/><path d="M238 200l16 60h30l-12-60" ${soft(0.92)}/>` +
    `<path d="M400 140c20 12 20 68 0 80M424 116c36 24 36 104 0 128" fill="none" stroke="${a}" stroke-width="9" stroke-linecap="round"/>`,
  syringe: (a) =>
    `<g transform="rotate(-35 320 180)"><rect x="230" y="154" width="170" height="52" rx="10" ${soft(0.92)}/><rect x="250" y="162" width="96" height="36" rx="6" fill="${a}"/>` +
    `<path d="M400 180h70M212 156v48M190 180h40" ${line(9)}/></g>`,
  people: (a) =>
    `${[
      [250, 0.8, 0.7],
      [390, 0.8, 0.7],
      [320, 1, 0.95],
    ]
      .map(
        ([x, size, opacity]) =>
          `<g transform="translate(${x} 190) scale(${size})"><circle cy="-40" r="30" fill="#fff" fill-opacity="${opacity}"/><path d="M-56 70c0-44 24-70 56-70s56 26 56 70z" fill="#fff" fill-opacity="${opacity}"/></g>`,
      )
      .join('')}<path d="M300 206l20 22 20-22" fill="${a}"/>`,
  bubbles: (a) =>
    `<path d="M238 262c-10-40 4-76 30-100l40-36c10-8 22 4 14 14l-22 26 70-56c10-8 22 4 14 14l-50 44 60-40c10-8 22 4 14 14l-56 46 44-26c10-6 20 6 12 14-40 40-70 86-120 96-22 4-42 2-50-10z" ${soft(0.92)}/>` +
    dots(
      [
        [400, 110, 26],
        [440, 170, 16],
        [372, 70, 12],
      ],
      `fill="${a}" fill-opacity=".6" stroke="#fff" stroke-width="5"`,
    ),
}

interface CoverSpec {
  /** Gradient from, to, and the motif's accent. */
  readonly palette: readonly [string, string, string]
  readonly motif: keyof typeof motifs
  /** A hero that prints its title over the lower part of its picture: the motif stays in the upper right. */
  readonly upperRight?: boolean
}

/** Every cover the seed and the content files name, and the short videos' own pictures. */
const covers: Record<string, CoverSpec> = {
  'atopic-dermatitis': { palette: ['#C0594B', '#F2A17F', '#8E2F2A'], motif: 'skinLayers' },
  psoriasis: { palette: ['#7A3B69', '#C9779F', '#B0304F'], motif: 'plaques' },
  acne: { palette: ['#B4543A', '#E89A6B', '#D94F3D'], motif: 'follicles' },
  melanoma: { palette: ['#2C3E50', '#5D7A96', '#6B3E26'], motif: 'melanoma' },
  vitiligo: { palette: ['#B07C52', '#D9AE83', '#fff'], motif: 'patches' },
  urticaria: { palette: ['#C2456A', '#F08BA6', '#E35D80'], motif: 'wheals' },
  rosacea: { palette: ['#A8456B', '#E59AAE', '#E0506E'], motif: 'flush' },
  alopecia: { palette: ['#4E3B31', '#9A7B5F', '#D9B38C'], motif: 'hair' },
  photoaging: { palette: ['#E07B24', '#F7C35F', '#FFB03A'], motif: 'sun' },
  dermatopathology: { palette: ['#4B3F8F', '#8C7FD1', '#E46FA5'], motif: 'microscope' },
  eczema: { palette: ['#2B7A78', '#6CC3B5', '#3AAFA9'], motif: 'droplets' },
  fungal: { palette: ['#3F6B2A', '#8DBA5B', '#E2C044'], motif: 'hyphae' },
  'herpes-zoster': { palette: ['#8B3A3A', '#D9786A', '#F2B4A0'], motif: 'vesicles' },
  lupus: { palette: ['#6A2C70', '#B83B5E', '#F08A5D'], motif: 'butterfly' },
  pediatric: { palette: ['#2E86AB', '#7FC8F8', '#F6AE2D'], motif: 'child' },
  'skin-tumor': { palette: ['#264653', '#2A9D8F', '#E76F51'], motif: 'cells' },
  pemphigus: { palette: ['#5C4D7D', '#A393BF', '#D4C1EC'], motif: 'blisters' },
  'drug-eruption': { palette: ['#9C2F3B', '#E26D5A', '#F4D35E'], motif: 'capsule' },
  hyperhidrosis: { palette: ['#1B6CA8', '#5FB0E5', '#A9DEF9'], motif: 'droplets' },
  std: { palette: ['#37474F', '#78909C', '#26A69A'], motif: 'shield' },
  laser: { palette: ['#1A1F4B', '#4B3CA7', '#FF4F79'], motif: 'laser' },
  live: { palette: ['#B3261E', '#F06449', '#B3261E'], motif: 'broadcast' },
  dermoscopy: { palette: ['#1F4E79', '#4A90C2', '#7A4A2A'], motif: 'dermoscope' },
  scar: { palette: ['#8D5B4C', '#D4A59A', '#B5534A'], motif: 'stitches' },
  guideline: { palette: ['#1D5C63', '#4FA3A5', '#1D5C63'], motif: 'book' },
  offline: { palette: ['#3A5A40', '#88A47C', '#3A5A40'], motif: 'classroom' },
  package: { palette: ['#8A5A19', '#E0A846', '#B5651D'], motif: 'boxes' },
  topic: { palette: ['#274C77', '#6096BA', '#F3A712'], motif: 'layers' },
  yimei: { palette: ['#C45A8A', '#F3B1CD', '#F76C9B'], motif: 'sparkle' },
  certificate: { palette: ['#7C5A16', '#D8B45A', '#B23A48'], motif: 'medal' },
  'banner-home': { palette: ['#0F5F78', '#39B1C6', '#F2C14E'], motif: 'dermoscope' },
  'banner-live': { palette: ['#5B1A8B', '#C2418E', '#F25F5C'], motif: 'broadcast' },
  'banner-task': { palette: ['#146C43', '#49B27A', '#F4A259'], motif: 'calendar' },
  // The second course of a topic: its own picture, not its neighbour's.
  'case-discussion': { palette: ['#9A3B3B', '#E08E6D', '#F6E7D8'], motif: 'chat' },
  'acne-care': { palette: ['#C8553D', '#F2A65A', '#7A2E1E'], motif: 'comedones' },
  phototherapy: { palette: ['#3C1874', '#7B52AB', '#C77DFF'], motif: 'sun' },
  biologics: { palette: ['#1B4965', '#5FA8D3', '#E63946'], motif: 'syringe' },
  scalp: { palette: ['#283618', '#606C38', '#DDA15E'], motif: 'hair' },
  'pathology-slides': { palette: ['#5A189A', '#C77DFF', '#E0559B'], motif: 'cells' },
  topical: { palette: ['#006D77', '#83C5BE', '#E29578'], motif: 'tube' },
  'bcc-scc': { palette: ['#7B2D26', '#D66853', '#A4161A'], motif: 'vessels' },
  'aesthetic-live': { palette: ['#2D0A31', '#8E3E8F', '#FFB3C6'], motif: 'sparkle' },
  'young-doctors': { palette: ['#0B6E4F', '#44B39B', '#F2C14E'], motif: 'people' },
  // The TED talk vote's own stage (issue 15 item 12: not the live week's picture).
  'ted-stage': { palette: ['#1B1B2F', '#8E1B2C', '#E62B1E'], motif: 'stage' },
  // The science communication stars vote (科普之星): the public talk, not a video player.
  'science-stars': { palette: ['#3A0CA3', '#4361EE', '#F9C74F'], motif: 'megaphone' },
  gcp: { palette: ['#22577A', '#38A3A5', '#22577A'], motif: 'checklist', upperRight: true },
  // Short videos: one picture each, from what the minute shows.
  'sv-starburst': { palette: ['#3B2C5A', '#7D5BA6', '#5A3A22'], motif: 'starburst' },
  'sv-blue-white-veil': { palette: ['#10375C', '#3C7DB8', '#3B4F8C'], motif: 'veil' },
  'sv-parallel-ridge': { palette: ['#6D4C41', '#B08968', '#6D4C41'], motif: 'ridges' },
  'sv-comedo-openings': { palette: ['#7F5539', '#C89F7A', '#5E3A22'], motif: 'comedones' },
  'sv-arborizing-vessels': { palette: ['#9D2F4B', '#E58EA2', '#B3122E'], motif: 'vessels' },
  'sv-abcd': { palette: ['#16324F', '#2A628F', '#6B3E26'], motif: 'abcd' },
  'sv-fingertip-unit': { palette: ['#2F6690', '#81C3D7', '#F29E4C'], motif: 'tube' },
  'sv-wet-dressing': { palette: ['#1D7874', '#71B1A8', '#2C8C99'], motif: 'droplets' },
  'sv-cryotherapy': { palette: ['#1E3A5F', '#6CA0DC', '#BFE3FF'], motif: 'snowflake' },
  'sv-fungal-microscopy': { palette: ['#44633F', '#A1BC8C', '#D9A441'], motif: 'microscope' },
  'sv-patient-talk': { palette: ['#E76F51', '#F4A261', '#2A9D8F'], motif: 'chat' },
  'sv-occlusion': { palette: ['#5E548E', '#9F86C0', '#E0B1CB'], motif: 'bandage' },
  'sv-sunscreen': { palette: ['#F08A24', '#FFD166', '#EF476F'], motif: 'sunscreen' },
  'sv-hand-hygiene': { palette: ['#118AB2', '#73D2DE', '#06D6A0'], motif: 'bubbles' },
}

/**
 * A lesson's picture within its course: variant 1 is the course's cover; 2 mirrors the motif to the
 * right on the reversed gradient, 3 shows it smaller on the left on a vertical gradient. A course's
 * lessons in a row read as one series, not one picture repeated (server/seed/academy.ts lessonCover).
 */
export const LESSON_VARIANTS = 3

function coverSvg({ palette: [from, to, accent], motif, upperRight }: CoverSpec, variant = 1): string {
  const draw = motifs[motif]
  if (!draw) throw new Error(`no motif ${motif}`)
  const [start, end] = variant === 2 ? [to, from] : [from, to]
  const direction = variant === 3 ? 'x2="0" y2="1"' : 'x2="1" y2="1"'
  const placed =
    variant === 2
      ? `<circle cx="120" cy="180" r="150" fill="#fff" fill-opacity=".08"/><g transform="translate(420 180) scale(-.85 .85) translate(-320 -180)">${draw(accent)}</g>`
      : variant === 3
        ? `<circle cx="500" cy="120" r="130" fill="#fff" fill-opacity=".09"/><g transform="translate(230 200) scale(.72) translate(-320 -180)">${draw(accent)}</g>`
        : upperRight
          ? `<g transform="translate(500 120) scale(.6) translate(-320 -180)">${draw(accent)}</g>`
          : draw(accent)
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">' +
    `<defs><linearGradient id="g" ${direction}><stop stop-color="${start}"/><stop offset="1" stop-color="${end}"/></linearGradient>` +
    '<radialGradient id="h" cx=".8" cy=".15" r=".8"><stop stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>' +
    '<rect width="640" height="360" fill="url(#g)"/><rect width="640" height="360" fill="url(#h)"/>' +
    '<circle cx="40" cy="340" r="150" fill="#fff" fill-opacity=".07"/><circle cx="600" cy="30" r="90" fill="#fff" fill-opacity=".06"/>' +
    placed +
    '</svg>\n'
  )
}

/**
 * A banner is the one picture that carries its words, as a real campaign banner does: the swiper shows
 * only the picture (its title is the link's accessible name). 750 × 300 (the swiper's 5 / 2), the
 * banner's title (content/banners/<id>.json) on the left in one or two lines, split at its first space,
 * and the topic's motif on the right.
 */
const bannerTopics: Record<string, keyof typeof covers> = {
  'atopic-course': 'atopic-dermatitis',
  'dermoscopy-live': 'dermoscopy',
  'dermoscopy-topic': 'banner-home',
  'laser-course-offline': 'laser',
  'live-week': 'banner-live',
  'offline-camp': 'offline',
  'psoriasis-live-week': 'psoriasis',
  'study-tasks': 'banner-task',
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function bannerSvg(title: string, { palette: [from, to, accent], motif }: CoverSpec): string {
  const draw = motifs[motif]
  if (!draw) throw new Error(`no motif ${motif}`)
  const cut = title.search(/\s/)
  const lines = (cut > 0 ? [title.slice(0, cut), title.slice(cut).replace(/^[\s·]+/, '')] : [title]).filter(
    Boolean,
  )
  const text = lines
    .map(
      (line, index) =>
        `<text x="48" y="${lines.length === 1 ? 166 : 132 + index * 56}" font-size="${index === 0 ? 38 : 30}" font-weight="${index === 0 ? 700 : 500}">${escapeXml(line)}</text>`,
    )
    .join('')
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">' +
    `<defs><linearGradient id="g" x2="1" y2="1"><stop stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    '<radialGradient id="h" cx=".8" cy=".15" r=".8"><stop stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>' +
    '<rect width="750" height="300" fill="url(#g)"/><rect width="750" height="300" fill="url(#h)"/><circle cx="40" cy="290" r="130" fill="#fff" fill-opacity=".07"/>' +
    `<g transform="translate(610 150) scale(.72) translate(-320 -180)">${draw(accent)}</g>` +
    `<rect x="48" y="${lines.length === 1 ? 196 : 206}" width="44" height="5" rx="2.5" fill="#fff" fill-opacity=".85"/>` +
    `<g fill="#fff" font-family="PingFang SC,Hiragino Sans GB,Noto Sans CJK SC,Microsoft YaHei,sans-serif">${text}</g>` +
    '</svg>\n'
  )
}

/** A doctor's portrait: hair, face and a white coat on a colour (the logged-in doctor's own avatar). */
interface AvatarSpec {
  readonly background: string
  readonly skin: string
  readonly hair: string
  /** Long hair falls behind the shoulders. */
  readonly long?: boolean
  readonly glasses?: boolean
}

function avatarSvg({ background, skin, hair, long, glasses }: AvatarSpec): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">' +
    `<clipPath id="c"><circle cx="60" cy="60" r="60"/></clipPath><g clip-path="url(#c)"><rect width="120" height="120" fill="${background}"/>` +
    (long ? `<path d="M30 60c0-28 12-42 30-42s30 14 30 42v40H30z" fill="${hair}"/>` : '') +
    `<path d="M18 120c2-24 18-34 42-34s40 10 42 34z" fill="#fff"/><path d="M50 86l10 16 10-16" fill="#D6E4F0"/><rect x="53" y="72" width="14" height="16" rx="5" fill="${skin}"/>` +
    `<ellipse cx="60" cy="56" rx="22" ry="25" fill="${skin}"/>` +
    `<path d="M37 54c-2-20 10-32 24-32s26 10 22 32c-4-10-12-16-22-16-8 6-16 12-24 16z" fill="${hair}"/>` +
    '<circle cx="52" cy="58" r="2.6" fill="#2B2B2B"/><circle cx="68" cy="58" r="2.6" fill="#2B2B2B"/><path d="M54 69c4 3 8 3 12 0" fill="none" stroke="#8A4B3C" stroke-width="2.4" stroke-linecap="round"/>' +
    (glasses
      ? '<g fill="none" stroke="#2B2B2B" stroke-width="2"><circle cx="52" cy="58" r="7"/><circle cx="68" cy="58" r="7"/><path d="M59 58h2"/></g>'
      : '') +
    '<path d="M44 108l6-14" stroke="#4A90C2" stroke-width="3" stroke-linecap="round"/></g></svg>\n'
  )
}

/** The seeded accounts' portraits (server/seed/accounts.ts): 李医生, 王医生, 赵医生. */
const avatars: Record<string, AvatarSpec> = {
  'doctor-1': { background: '#7FB7E0', skin: '#F1C9A5', hair: '#2B2118', glasses: true },
  'doctor-2': { background: '#F4B6A6', skin: '#EBC09B', hair: '#3B2A20', long: true },
  'doctor-3': { background: '#9ED2B8', skin: '#E9BE98', hair: '#1E1A17' },
}

let bytes = 0
for (const [name, spec] of Object.entries(covers)) {
  const svg = coverSvg(spec)
  bytes += svg.length
  writeFileSync(join(root, 'covers', `${name}.svg`), svg)
  // Variants only for a course's lessons (short videos have a picture each already) and GCP's.
  const lessonsUse =
    name === 'gcp' || courseDefs.some((course) => course.cover === name && course.kind !== 'SHORT_VIDEO')
  if (!lessonsUse) continue
  for (let variant = 2; variant <= LESSON_VARIANTS; variant += 1) {
    writeFileSync(join(root, 'covers', `${name}-${variant}.svg`), coverSvg(spec, variant))
  }
}
for (const [id, topic] of Object.entries(bannerTopics)) {
  const { title } = JSON.parse(readFileSync(join(bannersDir, `${id}.json`), 'utf8')) as { title: string }
  const spec = covers[topic]
  if (!spec) throw new Error(`banner ${id}: no cover ${topic}`)
  writeFileSync(join(root, 'covers', `banner-${id}.svg`), bannerSvg(title, spec))
}
for (const [name, spec] of Object.entries(avatars))
  writeFileSync(join(root, 'avatars', `${name}.svg`), avatarSvg(spec))
console.log(
  `${Object.keys(covers).length} covers (${bytes} bytes), ${Object.keys(bannerTopics).length} banners, ${Object.keys(avatars).length} avatars`,
)
