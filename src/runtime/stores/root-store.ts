import { ConsentStore } from './consent-store'
import { CourseStore, coursePersistedFields } from './course-store'
import { LoginStore, loginPersistedFields } from './login-store'
import { PageTopStore, pageTopPersistedFields } from './page-top-store'
import { persist } from './persist'
import { UiStore } from './ui-store'
import { UserStore, userPersistedFields } from './user-store'

/** The spec's stores, composed once per app. user, course, login and pageTop persist in localStorage. */
export class RootStore {
  readonly user = new UserStore()
  readonly login = new LoginStore()
  readonly course = new CourseStore()
  readonly pageTop = new PageTopStore()
  readonly ui = new UiStore()
  readonly consent = new ConsentStore()
  private readonly disposers: (() => void)[] = []

  constructor(options: { persist?: boolean } = {}) {
    if (options.persist !== false) {
      this.disposers.push(
        persist(this.user, 'user', userPersistedFields),
        persist(this.login, 'login', loginPersistedFields),
        persist(this.course, 'course', coursePersistedFields),
        persist(this.pageTop, 'pageTop', pageTopPersistedFields),
      )
    }
  }

  /** spec §4 re-login step 1: clears stored login info. */
  clearLogin(): void {
    this.user.clear()
    this.login.clear()
  }

  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose()
  }
}
