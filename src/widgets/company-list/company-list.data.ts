import { declareReads } from '@/runtime/data/declare'

/** What CompanyList asks the cache for (decision 0037). */
export const reads = declareReads({
  companies: {
    api: 'consent.companyList',
    // Which list (consent.companyList `flag`); all when left out.
    params: { flag: '${props.flag}' },
    description: 'The companies and institutions personal data is shared with',
  },
})
