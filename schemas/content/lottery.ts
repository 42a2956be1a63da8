import type { FromSchema } from 'json-schema-to-ts'
import { prizeTypeSchema } from '../api/lottery'
import { contentIdSchema, imageUrlSchema, instantSchema } from './common'

/**
 * The contract of a lottery file, `content/lotteries/<id>.json`: its window, draws per doctor, rules and
 * prizes. Pages name it as `${content.lotteries.<id>}` (the lottery id of the lottery screen and
 * lottery.* calls). An activity file names it as `"lottery": "<id>"` (content/activities), which also
 * sets the lottery's `activityId`; otherwise that stays as the database has it. Draws, chances used and
 * records are doctors' and are never changed by a publish.
 */
export const lotteryContentSchema = {
  type: 'object',
  required: ['id', 'title', 'start', 'end', 'drawsPerDoctor', 'prizes'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    $comment: { type: 'string' },
    id: {
      ...contentIdSchema,
      description: 'The lottery id, as the file is named: content/lotteries/<id>.json.',
    },
    number: {
      type: 'integer',
      minimum: 1,
      description:
        'A lottery that already exists, by its id (e.g. one made before it was content), which this file then takes over: its draws and records stay its own, and its prizes the file names by the same name and type stay theirs (others are removed as from any file, a won one refused unless forced); a publish checks that it exists. Read the first time only. Left out: a new lottery, whose id the server picks (1001 and up). The demo seed makes the repository’s own lotteries (content/lotteries/, 1–5) with their numbers.',
    },
    title: { type: 'string', minLength: 1, maxLength: 100, description: 'Shown at the top of the lottery.' },
    subtitle: { type: 'string', maxLength: 200, description: 'One line under the title.' },
    banner: { ...imageUrlSchema, description: 'The banner picture (750 px wide).' },
    start: { ...instantSchema, description: 'Drawing opens, e.g. "2027-03-01T00:00:00+08:00".' },
    end: { ...instantSchema, description: 'Drawing closes; after start.' },
    drawsPerDoctor: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      description:
        'Draws each doctor has over the whole lottery. Lowering it while the lottery runs is refused unless the publish is forced.',
    },
    rules: {
      type: 'string',
      maxLength: 20000,
      description: 'The rules: HTML, sanitized where it shows. Left out: none.',
    },
    prizes: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      description:
        'In display order. Each draw picks one prize still in stock, by weight. A prize doctors won cannot be removed unless the publish is forced: it then leaves the prize list and is never drawn again, and the winners keep it in their records.',
      items: {
        type: 'object',
        required: ['id', 'name', 'type', 'weight'],
        additionalProperties: false,
        properties: {
          id: {
            ...contentIdSchema,
            description: 'Stable: the wins of the prize of this id; unique in the lottery.',
          },
          name: {
            type: 'string',
            minLength: 1,
            maxLength: 50,
            description: 'What it is, e.g. "100 麦豆", "便携式皮肤镜", "谢谢参与".',
          },
          type: {
            enum: prizeTypeSchema.enum,
            description:
              'MAIDOU 麦豆 and INTEGRAL 积分 (with amount; 麦豆 land in the winner’s wallet at once), GOODS a thing shipped (the winner fills in an address), NONE 谢谢参与, EBOOK an e-book (with ebookId), OTHER (with instruction).',
          },
          amount: {
            type: 'integer',
            minimum: 1,
            maximum: 1000000,
            description: 'MAIDOU and INTEGRAL only: how many.',
          },
          ebookId: {
            type: 'integer',
            minimum: 1,
            description: 'EBOOK only: the e-book the winner receives.',
          },
          instruction: {
            type: 'string',
            minLength: 1,
            maxLength: 500,
            description: 'OTHER only: what the winner does to get it.',
          },
          picture: imageUrlSchema,
          weight: {
            type: 'integer',
            minimum: 1,
            maximum: 1000000,
            description:
              'The relative chance of being drawn among the prizes still in stock: weights 1 and 3 draw the second three times as often.',
          },
          stock: {
            type: 'integer',
            minimum: 0,
            maximum: 1000000,
            description:
              'How many there are in all, those already won included. Left out: unlimited (谢谢参与). Lower than what doctors already won is refused unless the publish is forced (the prize is then out of stock).',
          },
        },
      },
    },
  },
} as const

export type LotteryContent = FromSchema<typeof lotteryContentSchema>
export type LotteryPrizeContent = LotteryContent['prizes'][number]
