export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    course: {
      description:
        'The course as course.detail / academyCourse.detail answer it (CourseDetail), or a course package ' +
        '(coursePackage.detail) with variant `package`. Bind `${data.course}`.',
      anyOf: [
        {
          type: 'object',
          properties: {
            id: { type: ['integer', 'string'] },
            title: { type: 'string' },
            subtitle: { type: 'string' },
            bigPicUrl: { type: 'string', description: 'Cover (16:9).' },
            courseType: { enum: ['ARTICLE', 'VIDEO', 'LIVE'], description: 'The cover badge.' },
            category: { type: 'string', description: 'Disease category, shown first among the tags.' },
            tags: { type: 'array', items: { type: 'string' } },
            lecturer: {
              anyOf: [
                {
                  type: 'object',
                  properties: {
                    name: { type: 'string' },
                    title: { type: 'string', description: '职称.' },
                    hospital: { type: 'string' },
                    avatarUrl: { type: 'string' },
                  },
                },
                { type: 'null' },
              ],
            },
            lessonCount: { type: 'number', description: '共N节.' },
            courses: {
              type: 'array',
              description: 'A package’s courses: 共N门课程.',
              items: { type: 'object' },
            },
            viewCount: { type: 'number', description: 'N人学习.' },
            soldCount: { type: 'number', description: '已售 N.' },
            price: {
              type: 'number',
              description: 'List price in yuan (shown only without payPrice); 0 is 免费.',
            },
            payPrice: {
              type: ['number', 'null'],
              description:
                'What the order charges today (限时优惠 included): the price shown, as on every card.',
            },
            discountLabel: {
              type: ['string', 'null'],
              description:
                'While payPrice is a limited-time price: its label (限时优惠), shown by the price.',
            },
            originalPrice: { type: 'number', description: 'Struck through when above the price.' },
            salesStartTime: { type: ['string', 'null'], description: 'Before it: 即将开售 <time>.' },
            salesEndTime: { type: ['string', 'null'], description: 'After it: 已停售.' },
            status: { enum: ['ACTIVE', 'INACTIVE'], description: 'INACTIVE shows 课程已下架.' },
            advanced: { type: 'boolean', description: 'An advanced course: a 进阶 badge.' },
            purchased: { type: 'boolean', description: 'Owned: 已购买 instead of the price.' },
            discount: {
              anyOf: [
                {
                  type: 'object',
                  properties: { price: { type: 'number' }, label: { type: 'string' } },
                },
                { type: 'null' },
              ],
              description:
                'The detail’s discount object; not shown: payPrice and discountLabel are the price.',
            },
            groupPurchase: {
              anyOf: [
                {
                  type: 'object',
                  properties: {
                    id: { type: ['integer', 'string'] },
                    price: { type: 'number' },
                    groupSize: { type: 'number' },
                    joinedCount: { type: 'number' },
                    endTime: { type: 'string' },
                  },
                },
                { type: 'null' },
              ],
              description: 'The group purchase strip: N人团 ¥price · 已拼 n 人 · 距结束 …',
            },
          },
        },
        { type: 'null' },
      ],
    },
    variant: {
      enum: ['course', 'academy', 'advanced', 'package'],
      default: 'course',
      description:
        'Which screen: course (courseDetail), academy (AcademyCourseDetail), advanced ' +
        '(advanceCourseDetail) or package (a course package: counts courses, badge 课程包).',
    },
    preview: {
      type: 'boolean',
      default: false,
      description: 'Operators’ preview (`${query.preview}`): a 预览模式 banner on top.',
    },
  },
} as const
