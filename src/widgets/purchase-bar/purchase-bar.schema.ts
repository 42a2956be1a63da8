export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['course'],
  properties: {
    course: {
      type: 'object',
      description:
        'The course, package or offline class on sale (bind `${data.course}`, a CourseDetail): prices in ' +
        'yuan, sales window, purchased, favorite, group purchase and discount.',
      properties: {
        id: { type: ['integer', 'string'], description: 'The id ordered (objectId).' },
        activityId: {
          type: ['integer', 'string', 'null'],
          description: 'Offline classes: favorited by their activityId (spec §3).',
        },
        title: { type: 'string' },
        bigPicUrl: { type: ['string', 'null'] },
        price: { type: 'number', description: 'List price in yuan; 0 is free.' },
        payPrice: {
          type: ['number', 'null'],
          description:
            "What the order will charge today (the server's one price function, 限时优惠 included): the price " +
            'shown, as on every card of the course.',
        },
        discountLabel: {
          type: ['string', 'null'],
          description: 'While payPrice is a limited-time price: its label (限时优惠), shown by the price.',
        },
        originalPrice: { type: ['number', 'null'], description: 'Struck through when above the price.' },
        discount: {
          type: ['object', 'null'],
          description: 'The detail’s discount object; not shown: payPrice and discountLabel are the price.',
          properties: { price: { type: 'number' }, label: { type: 'string' } },
        },
        groupPurchase: {
          type: ['object', 'null'],
          description: 'A group purchase offer: adds the 拼团价 button (skuId GROUP).',
          properties: {
            id: { type: ['integer', 'string'] },
            price: { type: 'number' },
            groupSize: { type: 'integer' },
            joinedCount: { type: 'integer' },
            endTime: { type: ['string', 'null'] },
          },
        },
        salesStartTime: { type: ['string', 'null'], description: 'Before it: 即将开售 (disabled).' },
        salesEndTime: { type: ['string', 'null'], description: 'After it: 已停售 (disabled).' },
        soldCount: { type: ['integer', 'null'] },
        purchased: { type: 'boolean', description: 'Owned: the bar offers the study label (开始学习 …).' },
        favorite: { type: 'boolean', description: 'In the 想学 list now.' },
        lastLessonId: {
          type: ['integer', 'string', 'null'],
          description:
            'Set when the doctor has studied it: 继续学习 instead of 开始学习 (answers without `study`).',
        },
        study: {
          type: ['object', 'null'],
          description:
            "The doctor's study state (the course's `study`): the one label 开始学习 / 继续学习 第N节 / 已学完; " +
            'its lessonId is the lesson the button opens.',
          required: ['state', 'lessonIndex', 'lessonId'],
          properties: {
            state: { enum: ['NOT_STARTED', 'IN_PROGRESS', 'FINISHED'] },
            lessonIndex: { type: ['integer', 'null'] },
            lessonId: { type: ['integer', 'null'] },
          },
        },
      },
    },
    objectType: {
      enum: ['COURSE', 'COURSE_PACKAGE', 'OFFLINE_CLASS'],
      default: 'COURSE',
      description: 'What is ordered (order item objectType) and favorited.',
    },
    skuId: {
      type: ['integer', 'string'],
      description:
        'The SKU ordered by 立即购买 (default: the course id, as for a single-SKU item); the 拼团 button ' +
        'orders the group purchase id as its SKU.',
    },
    favorite: {
      type: 'boolean',
      default: true,
      description: 'Show the 想学 toggle (favorite, owner ACADEMY) on the left of the bar.',
    },
    onStudy: {
      $ref: '#/$defs/actionList',
      description:
        'Actions of 开始学习 / 继续学习 (owned or free); `event.courseId`, `event.lessonId` (last lesson or "").',
    },
  },
} as const
