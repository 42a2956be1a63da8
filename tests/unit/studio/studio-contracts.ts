import { contractsData, type StudioContracts, studioContracts } from '@/studio/contracts'
import { studioContractSources } from '../../../scripts/vite-studio'

let contracts: StudioContracts | undefined

/** The contracts the studio ships, built from the repository's as `vite build` builds them. */
export function repositoryContracts(): StudioContracts {
  contracts ??= studioContracts(contractsData(studioContractSources()))
  return contracts
}

/** A document with the cursor written as `|`: the text without it and the cursor's offset. */
export function at(document: string): { text: string; pos: number } {
  const pos = document.indexOf('|')
  if (pos < 0) throw new Error('no | cursor in the document')
  return { text: document.slice(0, pos) + document.slice(pos + 1), pos }
}
