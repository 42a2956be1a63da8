import { forbiddenError, rateLimitedError, sessionErrors } from './common'
import { defineEndpoints } from './define'
import { idKey } from './product-keys'

/**
 * Authentication and the user's own data (spec §3 login info and user info, §7 "Authentication and
 * user"): password, SMS, captcha (visitor) and WeChat logins, all answering the same LoginResult; the
 * old healthchat SMS service; the logged-in user's profile.
 */

export const roleSchema = {
  type: 'object',
  required: ['roleName'],
  additionalProperties: false,
  properties: {
    roleName: {
      type: 'string',
      description: 'ROLE_DOCTOR for doctors, ROLE_GUEST for visitors of the captcha login (spec §6)',
    },
  },
} as const

const rolesSchema = {
  type: 'array',
  items: roleSchema,
  description: "The account's roles; the client treats ROLE_GUEST specially on the vote call",
} as const

const accurateAuthSchema = {
  type: 'integer',
  enum: [0, 1, 2],
  description: 'Certification: 2 = certified doctor (spec §5); 0 = not certified; 1 = identity checked only',
} as const

const mobileCountryCodeSchema = {
  type: 'string',
  pattern: '^[0-9]{1,4}$',
  description: 'Calling code without +, "86" for mainland China',
} as const

/** What every login call answers (spec §3 login info, plus the user id, roles and token expiry). */
export const loginResultSchema = {
  type: 'object',
  required: [
    'userId',
    'token',
    idKey,
    'name',
    'img',
    'accurateAuth',
    'mobileCountryCode',
    'version',
    'roles',
    'expiresAt',
  ],
  additionalProperties: false,
  properties: {
    userId: { type: 'string', description: 'The account id; the client sends it in the userId header' },
    token: {
      type: 'string',
      description: 'Send as `Authorization: Bearer <token>` on every call; expires at expiresAt',
    },
    [idKey]: { type: 'string', description: "The doctor's public id ({product}Id)" },
    name: { type: 'string', description: 'Display name (real name for doctors, 访客NNNN for visitors)' },
    img: { type: 'string', description: 'Avatar URL; empty when the user has none' },
    accurateAuth: accurateAuthSchema,
    mobileCountryCode: mobileCountryCodeSchema,
    version: {
      type: 'string',
      description: 'The newest published app version (app.releases), for the native bridge login info',
    },
    roles: rolesSchema,
    expiresAt: { type: 'string', format: 'date-time', description: 'When the token stops working (ISO)' },
  },
} as const

/** A captcha to show: its id (sent back with the typed code) and the picture. */
export const captchaSchema = {
  type: 'object',
  required: ['captchaId', 'image'],
  additionalProperties: false,
  properties: {
    captchaId: { type: 'string', description: 'Send back with the code; single use, valid 5 minutes' },
    image: {
      type: 'string',
      description: '`data:image/svg+xml;base64,...`: 4 characters, case-insensitive, no look-alikes',
    },
  },
} as const

const tokenExpirationHoursSchema = {
  type: 'number',
  exclusiveMinimum: 0,
  maximum: 8760,
  default: 720,
  description: 'How long the token lives, in hours (default 720 = 30 days, at most 8760)',
} as const

const mobileSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 20,
  description: 'Mobile number without calling code; mainland numbers match ^1[2-9]\\d{9}$',
} as const

const randNumSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 10,
  description: 'The 6-digit SMS code (valid 5 minutes, 5 wrong tries)',
} as const

const passwordSchema = { type: 'string', minLength: 1, maxLength: 128, description: 'The password' } as const

const wxTicketSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 2000,
  description: 'wxTicket from wechat.tokenByCode: names the WeChat identity, valid 30 minutes',
} as const

const mobileInvalid = {
  status: 400,
  code: 'sms.mobile.invalid',
  when: 'not a valid mobile number (请输入正确的手机号)',
} as const
const smsCodeErrors = [
  { status: 400, code: 'sms.code.invalid', when: 'the SMS code is wrong (短信验证码错误)' },
  {
    status: 400,
    code: 'sms.code.expired',
    when: 'no live code for that mobile: never sent, older than 5 minutes, used, or 5 wrong tries',
  },
] as const
const captchaErrors = [
  {
    status: 400,
    code: 'auth.captcha.invalid',
    when: 'the typed code is wrong (验证码错误); the captcha is used up',
  },
  {
    status: 400,
    code: 'auth.captcha.expired',
    when: 'unknown, expired (5 minutes) or already used captcha (验证码已过期，请刷新后重试)',
  },
] as const
const loginFailed = {
  status: 400,
  code: 'auth.login.failed',
  when: 'no account with that mobile and password (手机号或密码错误)',
} as const
const ticketInvalid = {
  status: 400,
  code: 'wechat.ticket.invalid',
  when: 'wxTicket is malformed or older than 30 minutes (微信授权已失效，请重新进入)',
} as const
const bindConflicts = [
  {
    status: 400,
    code: 'wechat.already.bound',
    when: 'this WeChat identity is already bound to another phone account',
  },
  {
    status: 400,
    code: 'wechat.account.bound',
    when: 'that phone account is bound to another WeChat identity',
  },
] as const
const wechatUnavailable = {
  status: 502,
  code: 'wechat.unavailable',
  when: 'the WeChat API did not answer or refused the app credentials',
} as const

const sentSchema = {
  type: 'object',
  required: ['sent', 'interval'],
  additionalProperties: false,
  properties: {
    sent: { type: 'boolean', const: true, description: 'The code is on its way' },
    interval: {
      type: 'integer',
      description: 'Seconds before the next send to this mobile is accepted (60)',
    },
  },
} as const

export const authEndpoints = defineEndpoints([
  {
    name: 'auth.login',
    method: 'POST',
    path: '/user/v1/auth/login',
    changes: ['session', 'certification'],
    rateLimit: 'login',
    summary: 'Password login with the mobile number.',
    body: {
      type: 'object',
      required: ['loginName', 'password'],
      additionalProperties: false,
      properties: {
        loginName: { ...mobileSchema, description: "The account's mobile number" },
        password: passwordSchema,
        tokenExpirationHours: tokenExpirationHoursSchema,
      },
    },
    response: loginResultSchema,
    errors: [loginFailed, rateLimitedError],
  },
  {
    name: 'auth.captcha',
    method: 'POST',
    path: '/user/v1/auth/captcha',
    changesNothing: 'A new image captcha: kept only for the call that checks it, shown by no read',
    rateLimit: 'captcha',
    summary: 'A new image captcha (vote captcha and visitor login); no payload (spec §7).',
    response: captchaSchema,
    errors: [rateLimitedError],
  },
  {
    name: 'auth.captchaLogin',
    method: 'POST',
    path: '/user/v1/auth/captcha/login',
    changes: ['session', 'certification'],
    rateLimit: 'login',
    summary:
      'Visitor login: a correct captcha code creates a visitor account (ROLE_GUEST) and answers its token.',
    body: {
      type: 'object',
      required: ['captchaId', 'code'],
      additionalProperties: false,
      properties: {
        captchaId: { type: 'string', minLength: 1, maxLength: 64, description: 'From auth.captcha' },
        code: { type: 'string', minLength: 1, maxLength: 16, description: 'What the user typed; any case' },
        tokenExpirationHours: {
          ...tokenExpirationHoursSchema,
          description: 'Supplied by the activity: the token lives this many hours (default 720, max 8760)',
        },
      },
    },
    response: loginResultSchema,
    errors: [...captchaErrors, rateLimitedError],
  },
  {
    name: 'auth.encryptionLogin',
    method: 'POST',
    path: '/user/v1/auth/encryption/login',
    changes: ['session', 'certification'],
    rateLimit: 'login',
    summary:
      'Password login with the credentials encrypted by schemas/api/crypto.ts encryptLoginPayload (obfuscation on top of HTTPS, replays bounded by the timestamp).',
    body: {
      type: 'object',
      required: ['data'],
      additionalProperties: false,
      properties: {
        data: {
          type: 'string',
          minLength: 1,
          maxLength: 4096,
          description: 'AES ciphertext (base64) of JSON {loginName, password, timestamp (ms)}',
        },
      },
    },
    response: loginResultSchema,
    errors: [
      {
        status: 400,
        code: 'auth.login.invalid',
        when: '`data` does not decrypt to {loginName, password, timestamp}',
      },
      {
        status: 400,
        code: 'auth.login.expired',
        when: 'the payload timestamp is more than 5 minutes away from the server clock',
      },
      loginFailed,
      rateLimitedError,
    ],
  },
  {
    name: 'wechat.bindByPassword',
    method: 'POST',
    path: '/user/login/wechatUserBindByPassword',
    changes: ['session', 'certification'],
    encoding: 'form',
    rateLimit: 'login',
    summary:
      'Binds the WeChat identity of wxTicket to the phone account with this password; answers that account.',
    body: {
      type: 'object',
      required: ['wxTicket', 'loginName', 'password'],
      additionalProperties: false,
      properties: {
        wxTicket: wxTicketSchema,
        loginName: { ...mobileSchema, description: "The phone account's mobile number" },
        password: passwordSchema,
      },
    },
    response: loginResultSchema,
    errors: [ticketInvalid, loginFailed, ...bindConflicts, rateLimitedError],
  },
  {
    name: 'wechat.bindByPhone',
    method: 'POST',
    path: '/user/login/wechatUserBindByPhone',
    changes: ['session', 'certification'],
    encoding: 'form',
    rateLimit: 'login',
    summary:
      'Binds the WeChat identity of wxTicket to the account of a verified mobile; a new mobile becomes that WeChat user’s doctor account.',
    body: {
      type: 'object',
      required: ['wxTicket', 'mobile', 'randNum'],
      additionalProperties: false,
      properties: { wxTicket: wxTicketSchema, mobile: mobileSchema, randNum: randNumSchema },
    },
    response: loginResultSchema,
    errors: [ticketInvalid, mobileInvalid, ...smsCodeErrors, ...bindConflicts, rateLimitedError],
  },
  {
    name: 'auth.smsLogin',
    method: 'POST',
    path: '/user/login/loginWithoutPasswd',
    changes: ['session', 'certification'],
    encoding: 'form',
    rateLimit: 'login',
    summary: 'SMS-code login for an existing account.',
    body: {
      type: 'object',
      required: ['mobile', 'randNum'],
      additionalProperties: false,
      properties: { mobile: mobileSchema, randNum: randNumSchema },
    },
    response: loginResultSchema,
    errors: [
      mobileInvalid,
      { status: 400, code: 'auth.user.not.found', when: 'no account has this mobile (该手机号尚未注册)' },
      ...smsCodeErrors,
      rateLimitedError,
    ],
  },
  {
    name: 'auth.smsLoginNew',
    method: 'POST',
    path: '/user/login/loginWithoutPasswdNew',
    changes: ['session', 'certification'],
    encoding: 'form',
    rateLimit: 'login',
    summary: 'SMS-code login that registers a new, uncertified doctor when the mobile is new.',
    body: {
      type: 'object',
      required: ['mobile', 'randNum'],
      additionalProperties: false,
      properties: {
        mobile: mobileSchema,
        randNum: randNumSchema,
        mobileCountryCode: { ...mobileCountryCodeSchema, default: '86' },
        tokenExpirationHours: tokenExpirationHoursSchema,
      },
    },
    response: loginResultSchema,
    errors: [mobileInvalid, ...smsCodeErrors, rateLimitedError],
  },
  {
    name: 'wechat.tokenByCode',
    method: 'GET',
    path: '/user/login/getTokenByWxCode',
    shows: ['session', 'certification', 'release'],
    rateLimit: 'login',
    summary:
      'Exchanges a WeChat OAuth code (chat-app login on route entry, spec §4); a first-time WeChat user gets a doctor account. Errors are not toasted (spec §8).',
    query: {
      type: 'object',
      required: ['code'],
      additionalProperties: false,
      properties: {
        code: {
          type: 'string',
          minLength: 1,
          maxLength: 256,
          description: 'The `code` WeChat put on the page URL',
        },
        throwException: {
          type: 'boolean',
          description: 'Sent by the old client; the answer is the same either way (errors are 400)',
        },
      },
    },
    response: {
      ...loginResultSchema,
      required: [...loginResultSchema.required, 'bound', 'wxTicket'],
      properties: {
        ...loginResultSchema.properties,
        bound: { type: 'boolean', description: 'A phone account is linked; false asks the user to bind one' },
        wxTicket: {
          type: 'string',
          description:
            'Names this WeChat identity for wechat.bindByPassword / wechat.bindByPhone; 30 minutes',
        },
      },
    },
    errors: [
      { status: 400, code: 'wechat.code.invalid', when: 'the code is unknown, expired or already used' },
      wechatUnavailable,
      rateLimitedError,
    ],
  },
  {
    name: 'user.info',
    method: 'GET',
    path: '/user/v1/user/',
    shows: ['session'],
    auth: true,
    summary: 'The logged-in user (spec §3 logged-in user info).',
    response: {
      type: 'object',
      required: ['userId', 'nickname', 'avatar', 'roles', 'loginName'],
      additionalProperties: false,
      properties: {
        userId: { type: 'string', description: 'The account id' },
        nickname: { type: 'string', description: 'Display name' },
        avatar: { type: 'string', description: 'Avatar URL; empty when none' },
        roles: rolesSchema,
        loginName: {
          type: 'string',
          description: 'The mobile number the user logs in with; empty for visitors',
        },
      },
    },
    errors: [...sessionErrors],
  },
  {
    name: 'user.detail',
    method: 'GET',
    path: '/user/new/drinfo/user-detail',
    shows: ['session', 'certification'],
    auth: true,
    summary: "The logged-in doctor's profile.",
    response: {
      type: 'object',
      required: [
        'userId',
        idKey,
        'name',
        'img',
        'mobile',
        'mobileCountryCode',
        'hospital',
        'department',
        'title',
        'accurateAuth',
      ],
      additionalProperties: false,
      properties: {
        userId: { type: 'string', description: 'The account id' },
        [idKey]: { type: 'string', description: "The doctor's public id ({product}Id)" },
        name: { type: 'string', description: 'Display name' },
        img: { type: 'string', description: 'Avatar URL; empty when none' },
        mobile: { type: 'string', description: 'Desensitized mobile, e.g. 138****0001; empty when none' },
        mobileCountryCode: mobileCountryCodeSchema,
        hospital: { type: 'string', description: 'Hospital; empty when not filled in' },
        department: { type: 'string', description: 'Department, e.g. 皮肤科' },
        title: { type: 'string', description: 'Professional title, e.g. 主治医师' },
        accurateAuth: accurateAuthSchema,
      },
    },
    errors: [...sessionErrors],
  },
  {
    name: 'user.loginCode',
    method: 'GET',
    path: '/user/drinfo/getLoginCode',
    shows: ['session'],
    auth: true,
    summary: 'A one-time code that logs this user in on the PC site or the app (hand-off).',
    response: {
      type: 'object',
      required: ['code', 'expiresIn'],
      additionalProperties: false,
      properties: {
        code: { type: 'string', pattern: '^[0-9]{6}$', description: '6 digits, usable once' },
        expiresIn: { type: 'integer', description: 'Seconds the code stays valid (300)' },
      },
    },
    errors: [...sessionErrors],
  },
  {
    name: 'user.identityStatus',
    method: 'GET',
    path: '/user/new/drinfo/getIdentityAndStatus',
    shows: ['certification'],
    auth: true,
    summary: 'The identity the user declared and where its certification stands.',
    response: {
      type: 'object',
      required: ['identity', 'status', 'accurateAuth'],
      additionalProperties: false,
      properties: {
        identity: {
          type: 'string',
          enum: ['DOCTOR', 'NURSE', 'STUDENT', 'OTHER', ''],
          description: 'Declared identity; empty when none was declared',
        },
        status: {
          type: 'string',
          enum: ['UNSUBMITTED', 'PENDING', 'APPROVED', 'REJECTED'],
          description: 'Certification review status',
        },
        accurateAuth: accurateAuthSchema,
      },
    },
    errors: [...sessionErrors],
  },
  {
    name: 'user.authStatus',
    method: 'GET',
    path: '/user/new/drinfo/accurate-auth',
    shows: ['certification'],
    auth: true,
    summary: 'The certification check (spec §6/§7): is this doctor certified (accurateAuth 2)?',
    query: {
      type: 'object',
      required: [idKey],
      additionalProperties: false,
      properties: {
        [idKey]: {
          type: 'string',
          minLength: 1,
          maxLength: 64,
          description: "The logged-in doctor's {product}Id",
        },
      },
    },
    response: {
      type: 'object',
      required: ['accurateAuth'],
      additionalProperties: false,
      properties: { accurateAuth: accurateAuthSchema },
    },
    errors: [...sessionErrors, forbiddenError],
  },
  {
    name: 'channel.marketing',
    method: 'GET',
    path: '/academy/v2/channel-marketing/{channel}',
    shows: ['catalogue'],
    summary: 'A marketing channel (a QR code, a menu entry) and the page it lands on.',
    params: {
      type: 'object',
      required: ['channel'],
      additionalProperties: false,
      properties: {
        channel: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'The channel code' },
      },
    },
    response: {
      type: 'object',
      required: ['channel', 'name', 'landingPath', 'active'],
      additionalProperties: false,
      properties: {
        channel: { type: 'string', description: 'The channel code' },
        name: { type: 'string', description: 'What the channel is, in Chinese' },
        landingPath: { type: 'string', description: 'App path the channel opens, e.g. /v3/home' },
        active: {
          type: 'boolean',
          description: 'false: the campaign is over; land on the home page instead',
        },
      },
    },
    errors: [{ status: 404, code: 'academy.channel.not.found', when: 'no channel with that code' }],
  },
  {
    name: 'healthchat.yxToken',
    method: 'POST',
    path: '/healthchat/user/getYxToken.do',
    changesNothing: "Derives the doctor's IM account and token; nothing is stored",
    encoding: 'form',
    auth: true,
    summary: "The logged-in doctor's instant-messaging account and token (derived, stable per doctor).",
    body: {
      type: 'object',
      required: [idKey, 'userType', 'token'],
      additionalProperties: false,
      properties: {
        [idKey]: {
          type: 'string',
          minLength: 1,
          maxLength: 64,
          description: "The logged-in doctor's {product}Id",
        },
        userType: {
          type: 'string',
          pattern: '^[A-Za-z]{1,16}$',
          description: 'Kind of IM user, e.g. doctor',
        },
        token: {
          type: 'string',
          maxLength: 256,
          description: 'The fixed token field the old client sends; not checked',
        },
      },
    },
    response: {
      type: 'object',
      required: ['accid', 'yxToken'],
      additionalProperties: false,
      properties: {
        accid: { type: 'string', description: 'IM account id' },
        yxToken: { type: 'string', description: 'IM login token' },
      },
    },
    errors: [...sessionErrors, forbiddenError],
  },
  {
    name: 'healthchat.sendSms',
    method: 'POST',
    path: '/healthchat/sms/app/sendRandNum.do',
    changesNothing: 'Sends an SMS code, kept only for the call that checks it; shown by no read',
    encoding: 'form',
    rateLimit: 'sms',
    summary: 'Sends a 6-digit SMS code (valid 5 minutes) to a mobile; one send per mobile per 60 s.',
    body: {
      type: 'object',
      required: ['mobile'],
      additionalProperties: false,
      properties: { mobile: mobileSchema, mobileCountryCode: { ...mobileCountryCodeSchema, default: '86' } },
    },
    response: sentSchema,
    errors: [
      mobileInvalid,
      {
        status: 400,
        code: 'sms.send.too.often',
        when: 'a code went to this mobile under 60 s ago (发送太频繁，请稍后再试)',
      },
      rateLimitedError,
    ],
  },
  {
    name: 'healthchat.sendSmsWithCaptcha',
    method: 'POST',
    path: '/healthchat/sms/app/sendRandNumWithCaptcha.do',
    changesNothing:
      'Uses up a captcha and sends an SMS code, kept only for the calls that check them; shown by no read',
    encoding: 'form',
    rateLimit: 'sms',
    summary: 'Like healthchat.sendSms, after a correct image captcha (the captcha is used up either way).',
    body: {
      type: 'object',
      required: ['mobile', 'captchaId', 'captchaCode'],
      additionalProperties: false,
      properties: {
        mobile: mobileSchema,
        captchaId: { type: 'string', minLength: 1, maxLength: 64, description: 'From healthchat.captcha' },
        captchaCode: {
          type: 'string',
          minLength: 1,
          maxLength: 16,
          description: 'What the user typed; any case',
        },
        mobileCountryCode: { ...mobileCountryCodeSchema, default: '86' },
      },
    },
    response: sentSchema,
    errors: [
      mobileInvalid,
      ...captchaErrors,
      {
        status: 400,
        code: 'sms.send.too.often',
        when: 'a code went to this mobile under 60 s ago (发送太频繁，请稍后再试)',
      },
      rateLimitedError,
    ],
  },
  {
    name: 'healthchat.validateSms',
    method: 'POST',
    path: '/healthchat/sms/validateRandNumNew.do',
    changesNothing:
      'Checks an SMS code without using it (a wrong try counts towards its tries, shown by no read)',
    encoding: 'form',
    rateLimit: 'login',
    summary: 'Checks an SMS code without using it up (a wrong code counts towards the 5 tries).',
    body: {
      type: 'object',
      required: ['mobile', 'randNum'],
      additionalProperties: false,
      properties: { mobile: mobileSchema, randNum: randNumSchema },
    },
    response: {
      type: 'object',
      required: ['valid'],
      additionalProperties: false,
      properties: { valid: { type: 'boolean', description: 'The code is the live code of that mobile' } },
    },
    errors: [mobileInvalid, rateLimitedError],
  },
  {
    name: 'healthchat.captcha',
    method: 'POST',
    path: '/healthchat/sms/captcha',
    changesNothing: 'A new image captcha: kept only for the call that checks it, shown by no read',
    rateLimit: 'captcha',
    summary: 'A new image captcha for healthchat.sendSmsWithCaptcha (same captchas as auth.captcha).',
    response: captchaSchema,
    errors: [rateLimitedError],
  },
  {
    name: 'healthchat.drinfoByTel',
    method: 'POST',
    path: '/healthchat/doctor/getDrinfoByTel.do',
    changesNothing: 'A lookup sent as POST: whether a mobile has an account',
    encoding: 'form',
    rateLimit: 'login',
    summary: 'Whether a mobile number has an account (registration on the PC site), with a masked name.',
    body: {
      type: 'object',
      required: ['tel'],
      additionalProperties: false,
      properties: { tel: { ...mobileSchema, description: 'Mainland mobile number' } },
    },
    response: {
      type: 'object',
      required: ['exists'],
      additionalProperties: false,
      properties: {
        exists: { type: 'boolean', description: 'An account has this mobile' },
        [idKey]: { type: 'string', description: "That doctor's {product}Id (only when exists)" },
        name: { type: 'string', description: 'That doctor’s name, desensitized (spec §5), e.g. 李*生' },
      },
    },
    errors: [mobileInvalid, rateLimitedError],
  },
  {
    name: 'healthchat.registerForPc',
    method: 'POST',
    path: '/healthchat/user/registerForPc.do',
    changes: ['session'],
    encoding: 'form',
    auth: true,
    rateLimit: 'login',
    summary:
      'Completes the logged-in account for the PC site: a verified mobile, a real name and optionally a password; answers a fresh login.',
    body: {
      type: 'object',
      required: ['mobile', 'randNum', 'name'],
      additionalProperties: false,
      properties: {
        mobile: mobileSchema,
        randNum: randNumSchema,
        name: { type: 'string', minLength: 1, maxLength: 32, description: 'Real name' },
        password: {
          type: 'string',
          maxLength: 128,
          description: '8 to 32 characters with letters and digits; omit to keep logging in by SMS only',
        },
      },
    },
    response: loginResultSchema,
    errors: [
      ...sessionErrors,
      mobileInvalid,
      ...smsCodeErrors,
      {
        status: 400,
        code: 'auth.mobile.taken',
        when: 'another account already has this mobile (该手机号已注册，请直接登录)',
      },
      {
        status: 400,
        code: 'auth.mobile.mismatch',
        when: 'the logged-in account already has another mobile (请使用当前账号绑定的手机号)',
      },
      {
        status: 400,
        code: 'auth.password.weak',
        when: 'password not 8–32 characters with letters and digits',
      },
      rateLimitedError,
    ],
  },
])
