import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { consentEndpoints } from '../../schemas/api/consent'
import { idKey } from '../../schemas/api/index'
import { MAX_UNPAGED_LIST } from '../../schemas/api/paging'
import { consentActivity, consentAnswer, consentCompany, consentContent, lessonConsent } from '../db/index'
import { ApiError } from '../errors'
import type { Handlers } from './handler'
import { requireOwnDoctorId } from './user'

type ConsentEndpointName = (typeof consentEndpoints)[number]['name']

const consentNotFound = () => new ApiError(404, 'resource.consent.not.found', '未找到知情同意书')

export const consentHandlers: Handlers<ConsentEndpointName> = {
  'consent.content': async ({ query, database }) => {
    // By id when given; otherwise the newest version of the type (BMS when none is named).
    const [document] = await database.db
      .select()
      .from(consentContent)
      .where(
        query.id !== undefined
          ? eq(consentContent.id, query.id)
          : eq(consentContent.type, query.type ?? 'BMS'),
      )
      .orderBy(desc(consentContent.updatedAt), desc(consentContent.id))
      .limit(1)
    if (!document) throw consentNotFound()
    return { ...document, updatedAt: document.updatedAt.toISOString() }
  },

  'consent.companyList': async ({ query, database }) =>
    database.db
      .select({
        id: consentCompany.id,
        name: consentCompany.name,
        purpose: consentCompany.purpose,
        dataTypes: consentCompany.dataTypes,
        contact: consentCompany.contact,
        url: consentCompany.url,
      })
      .from(consentCompany)
      .where(query.flag === undefined ? undefined : eq(consentCompany.flag, query.flag))
      .orderBy(asc(consentCompany.flag), asc(consentCompany.sortOrder), asc(consentCompany.id))
      .limit(MAX_UNPAGED_LIST),

  'lessonConsent.get': async ({ params, session, database }) => {
    const [answer] = await database.db
      .select({ lessonType: lessonConsent.lessonType, agreed: lessonConsent.agreed })
      .from(lessonConsent)
      .where(
        and(eq(lessonConsent.accountId, Number(session.userId)), eq(lessonConsent.lessonId, params.lessonId)),
      )
    return {
      lessonId: params.lessonId,
      lessonType: answer?.lessonType ?? null,
      agreed: answer?.agreed ?? null,
    }
  },

  'lessonConsent.submit': async ({ body, session, database }) => {
    const answer = { lessonType: body.lessonType, agreed: body.agreed, answeredAt: sql`now()` }
    await database.db
      .insert(lessonConsent)
      .values({ accountId: Number(session.userId), lessonId: body.lessonId, ...answer })
      .onConflictDoUpdate({ target: [lessonConsent.accountId, lessonConsent.lessonId], set: answer })
    return { lessonId: body.lessonId, lessonType: body.lessonType, agreed: body.agreed }
  },

  'consent.bound': async ({ query, database }) => {
    const [bound] = await database.db
      .select({ id: consentActivity.id })
      .from(consentActivity)
      .where(
        and(
          eq(consentActivity.activityType, query.activityType),
          eq(consentActivity.activityId, query.activityId),
        ),
      )
    return { bound: bound !== undefined, informedConsentActivityId: bound?.id ?? null }
  },

  'consent.popup': async ({ body, session, database }) => {
    requireOwnDoctorId(session, body[idKey])
    const [activity] = await database.db
      .select()
      .from(consentActivity)
      .where(
        and(
          eq(consentActivity.activityType, body.activityType),
          eq(consentActivity.activityId, body.activityId),
        ),
      )
    if (!activity) throw consentNotFound()
    const [latest] = await database.db
      .select({ agreed: consentAnswer.agreed })
      .from(consentAnswer)
      .where(
        and(
          eq(consentAnswer.accountId, Number(session.userId)),
          eq(consentAnswer.consentActivityId, activity.id),
        ),
      )
      .orderBy(desc(consentAnswer.id))
      .limit(1)
    return {
      // Asked again until agreed: never answered, or refused last time.
      needPopup: latest?.agreed !== true,
      level: activity.level,
      informedConsentActivityId: activity.id,
      style: activity.style,
      url: activity.url,
      content: activity.content,
      title: activity.title,
    }
  },

  'consent.submit': async ({ body, session, database }) => {
    requireOwnDoctorId(session, body[idKey])
    const [activity] = await database.db
      .select({ id: consentActivity.id })
      .from(consentActivity)
      .where(eq(consentActivity.id, body.informedConsentActivityId))
    if (!activity) throw consentNotFound()
    // spec §3: the answer arrives as text.
    const agreed = body.agreeFlag === 'true'
    await database.db
      .insert(consentAnswer)
      .values({ accountId: Number(session.userId), consentActivityId: activity.id, agreed })
    return { informedConsentActivityId: activity.id, agreed }
  },
}
