export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['item'],
  properties: {
    item: {
      type: 'object',
      description:
        'What is favorited (bind `${data.course}`): id (course, package, live, article...), activityId ' +
        '(activity and offline class, spec §3), title and bigPicUrl (the favorite picture).',
      properties: {
        id: { type: ['integer', 'string', 'null'], description: 'The item id.' },
        activityId: {
          type: ['integer', 'string', 'null'],
          description: 'The activity id; favorites of ACTIVITY and OFFLINE_CLASS use it.',
        },
        title: { type: ['string', 'null'], description: 'Saved as objectTitle.' },
        bigPicUrl: { type: ['string', 'null'], description: 'Saved as objectPicUrl.' },
      },
    },
    objectType: {
      enum: [
        'COURSE',
        'ACTIVITY',
        'COURSE_PACKAGE',
        'OFFLINE_CLASS',
        'LIVE',
        'VIDEO',
        'ARTICLE',
        'GUIDELINE',
      ],
      default: 'COURSE',
      description: 'The favorite objectType (spec §3). A guest tapping a COURSE_PACKAGE is only prompted.',
    },
    ownerModule: {
      enum: ['OTHER', 'ACADEMY'],
      description: 'The favorite list: ACADEMY is 想学; default ACADEMY for variant wantToLearn, else OTHER.',
    },
    initial: {
      type: 'boolean',
      description:
        'Whether the item is collected now, from the read showing it (bind `${data.course.favorite}`); after a ' +
        'toggle the refreshed read says it again. Left out, or absent from the answer (a course package): ' +
        'favorite.status is asked.',
    },
    variant: {
      enum: ['wantToLearn', 'icon', 'text'],
      default: 'wantToLearn',
      description:
        'wantToLearn: bookmark icon over 想学 / 已想学 (bottom bars); icon: a round heart button; ' +
        'text: a pill reading 收藏 / 已收藏.',
    },
    toast: {
      type: 'string',
      description: 'Toast after a confirmed add; default 已加入想学 (wantToLearn) or 收藏成功; "" for none.',
    },
    onChange: {
      $ref: '#/$defs/actionList',
      description: 'Actions after each confirmed change; `event.favorite` is the new state.',
    },
  },
} as const
