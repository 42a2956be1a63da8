import { createHash } from 'node:crypto'
import { relative } from 'node:path'

/**
 * CSS Modules class names: `_<local>_<5 hex of the file's path>` (`_card_3f9a1`), without the line
 * number postcss-modules' default adds (`_card_yqy3a_14`). A class name appears in its stylesheet and in
 * the chunk's class map, and every lazy chunk carries its CSS (decision 0016): the line numbers were
 * 0.4 KB brotli of home's first load. A local name is one class per file, so the file alone keeps names
 * apart; two files whose paths share the 5 characters stop the build rather than share class names.
 */
export function cssClassNames(root: string): (local: string, file: string) => string {
  const fileOf = new Map<string, string>()
  return (local, file) => {
    const path = relative(root, file.split('?', 1)[0] ?? file)
    const hash = createHash('sha256').update(path).digest('hex').slice(0, 5)
    const known = fileOf.get(hash)
    if (known === undefined) fileOf.set(hash, path)
    else if (known !== path) {
      throw new Error(`CSS Modules: ${known} and ${path} hash to the same class suffix ${hash}`)
    }
    return `_${local}_${hash}`
  }
}
