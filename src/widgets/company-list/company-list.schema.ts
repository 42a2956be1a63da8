export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    flag: {
      type: ['string', 'number'],
      description: 'Which list to load (consent.companyList `flag`; bind `${query.flag}`); all when empty.',
    },
    title: {
      type: 'string',
      default: '第三方合作企业/机构清单',
      description: 'Heading of the list.',
    },
    description: {
      type: 'string',
      default: '为向您提供相关服务，我们会与以下合作企业/机构共享必要的个人信息。您可点击查看其隐私政策。',
      description: 'A sentence under the heading.',
    },
    linkText: {
      type: 'string',
      default: '查看隐私政策',
      description: "Label of each entry's link (opened through the webview allowlist).",
    },
  },
} as const
