import { defineEndpoints } from './define'

/** Sharing inside WeChat (spec §3 share sign response, §6 "the chat-app browser needs the share signature"). */

export const shareEndpoints = defineEndpoints([
  {
    name: 'share.wechatSign',
    method: 'GET',
    path: '/sns/v1/share/wechat',
    shows: ['release'],
    quiet: true,
    summary:
      'The WeChat JS-SDK signature for a page URL (wx.config), so the page can set its share card in WeChat.',
    query: {
      type: 'object',
      required: ['url'],
      additionalProperties: false,
      properties: {
        url: {
          type: 'string',
          minLength: 1,
          maxLength: 2048,
          description: 'The current page URL (http or https); anything after # is ignored, as WeChat does',
        },
      },
    },
    response: {
      type: 'object',
      required: ['appId', 'nonceStr', 'timestamp', 'signature'],
      additionalProperties: false,
      properties: {
        appId: { type: 'string', description: 'The WeChat official account app id' },
        nonceStr: { type: 'string', description: 'Random string that was signed' },
        timestamp: { type: 'integer', description: 'Seconds since the epoch that were signed' },
        signature: {
          type: 'string',
          pattern: '^[0-9a-f]{40}$',
          description: 'sha1 of jsapi_ticket=…&noncestr=…&timestamp=…&url=… (the JS-SDK algorithm)',
        },
      },
    },
    errors: [
      { status: 400, code: 'share.url.invalid', when: 'url is not an http(s) URL (分享链接无效)' },
      { status: 502, code: 'wechat.unavailable', when: 'the WeChat API did not give a jsapi_ticket' },
    ],
  },
])
