/**
 * Line breaking for text drawn on a canvas (certificates, posters), by the Chinese rules a browser's
 * layout applies and a canvas does not: a line never starts with closing punctuation (，。、；：？！）》」
 * and the like) nor ends with opening punctuation (（《「 and the like), and a run of Latin letters or
 * digits (a name, 2026, GCP) is not split unless it alone is wider than a line.
 */

/** Never at the start of a line. */
const NO_LINE_START = new Set([...'，。、；：？！）》」』】〕〉”’…—·%,.;:?!)]}'])
/** Never at the end of a line. */
const NO_LINE_END = new Set([...'（《「『【〔〈“‘([{'])

/** The text as units a line may break between: a CJK character, a space, or a run of Latin letters and digits. */
function unitsOf(text: string): string[] {
  return text.match(/[A-Za-z0-9@#&+\-_/'.]+|[\s\S]/gu) ?? []
}

/**
 * Breaks `text` into lines no wider than `fits` allows. A unit that may not start a line takes the last
 * unit of the line before along with it (when that line keeps at least one), and an opening unit at a
 * line's end moves down to the line it opens. Explicit newlines start a new line.
 */
export function breakLines(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line: string[] = []
    const units = unitsOf(paragraph)
    for (let index = 0; index < units.length; index++) {
      const unit = units[index] ?? ''
      // A Latin run wider than a line by itself breaks between its characters after all.
      if (unit.length > 1 && !fits(unit)) {
        units.splice(index, 1, ...unit)
        index--
        continue
      }
      if (line.length === 0 || fits([...line, unit].join(''))) {
        line.push(unit)
        continue
      }
      let carried: string[] = []
      if (NO_LINE_START.has(unit.charAt(0)) && line.length > 1) carried = line.splice(-1)
      while (line.length > 1 && NO_LINE_END.has(line[line.length - 1] ?? ''))
        carried = [...line.splice(-1), ...carried]
      lines.push(line.join(''))
      line = [...carried, unit]
    }
    lines.push(line.join(''))
  }
  return lines.filter((line, index) => line !== '' || index < lines.length - 1)
}
