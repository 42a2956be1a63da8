import { makeAutoObservable } from 'mobx'
import { constants } from '../config/index'

/** Page scroll memory (spec §3): remark, top, maxTop, timeStamp, kept per page. */
export interface ScrollMemory {
  remark: string
  top: number
  maxTop: number
  timeStamp: number
}

export class PageTopStore {
  pages: Record<string, ScrollMemory> = {}

  constructor() {
    makeAutoObservable(this)
  }

  remember(page: string, top: number, remark = '', now: number = Date.now()): void {
    const previous = this.pages[page]
    const maxTop = Math.max(top, previous && !this.isExpired(previous, now) ? previous.maxTop : 0)
    this.pages = { ...this.pages, [page]: { remark, top, maxTop, timeStamp: now } }
  }

  /** spec §9: scroll memory expires after 24 hours and then reads as 0. */
  topOf(page: string, now: number = Date.now()): number {
    const memory = this.pages[page]
    if (!memory || this.isExpired(memory, now)) return 0
    return memory.top
  }

  memoryOf(page: string, now: number = Date.now()): ScrollMemory | undefined {
    const memory = this.pages[page]
    return memory && !this.isExpired(memory, now) ? memory : undefined
  }

  forget(page: string): void {
    const { [page]: _dropped, ...rest } = this.pages
    this.pages = rest
  }

  private isExpired(memory: ScrollMemory, now: number): boolean {
    return now - memory.timeStamp >= constants.scrollMemoryTtl
  }
}

export const pageTopPersistedFields = ['pages'] as const
