import { desc, eq, sql } from 'drizzle-orm'
import type { systemEndpoints } from '../../schemas/api/system'
import { appRelease } from '../db/index'
import { ApiError } from '../errors'
import { checkReachability } from '../web-reachability'
import type { Handlers } from './handler'

type SystemEndpointName = (typeof systemEndpoints)[number]['name']

const releaseColumns = {
  version: appRelease.version,
  releasedAt: appRelease.releasedAt,
  notes: appRelease.notes,
}

export const systemHandlers: Handlers<SystemEndpointName> = {
  'app.releases': async ({ query, database }) =>
    database.db
      .select(releaseColumns)
      .from(appRelease)
      // Two releases on one day: the higher version first, compared numerically (3.12.0 after 3.9.0).
      .orderBy(desc(appRelease.releasedAt), sql`string_to_array(${appRelease.version}, '.')::int[] DESC`)
      .limit(query.limit),

  'app.release': async ({ params, database }) => {
    const [release] = await database.db
      .select(releaseColumns)
      .from(appRelease)
      .where(eq(appRelease.version, params.version))
    if (!release) {
      throw new ApiError(404, 'resource.app.release.not.found', `未找到版本 ${params.version} 的更新记录`)
    }
    return release
  },

  'user.ip': async ({ request }) => ({ ip: request.ip }),

  'web.reachability': async ({ query, services }) => ({
    status: await checkReachability(query.url, services.reachability),
  }),
}
