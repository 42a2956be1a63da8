import type { account } from '../db/index'

/** Demo accounts, documented in docs/server.md; the password is hashed when the seed inserts them. */
export interface SeedAccount {
  readonly row: Omit<typeof account.$inferInsert, 'passwordHash'>
  readonly password: string
  readonly roles: readonly string[]
}

export const SEED_PASSWORD = 'Derma@2026'

export const seedAccounts: readonly SeedAccount[] = [
  {
    // Certified (accurateAuth 2): passes every certification check of spec §2.
    row: {
      id: 10_001,
      doctorId: '6a1f4c8e2b7d4e0f9c3a5b71',
      mobileCountryCode: '86',
      mobile: '13800000001',
      name: '李医生',
      avatar: '/media/avatars/doctor-1.svg',
      accurateAuth: 2,
      identity: 'DOCTOR',
      identityStatus: 'APPROVED',
      hospital: '华东医科大学附属第一医院',
      department: '皮肤科',
      title: '主治医师',
    },
    password: SEED_PASSWORD,
    roles: ['ROLE_DOCTOR'],
  },
  {
    // Uncertified, certification under review: the certified-only routes send this one away.
    row: {
      id: 10_002,
      doctorId: '9d2e7b3a6c1f4d8e0a5b2c94',
      mobileCountryCode: '86',
      mobile: '13800000002',
      name: '王医生',
      avatar: '/media/avatars/doctor-2.svg',
      accurateAuth: 0,
      identity: 'DOCTOR',
      identityStatus: 'PENDING',
      hospital: '江城市第二人民医院',
      department: '皮肤科',
      title: '住院医师',
    },
    password: SEED_PASSWORD,
    roles: ['ROLE_DOCTOR'],
  },
  {
    // Certified with no history at all (no orders, favorites or progress): the "new doctor" of the
    // learning-journey walk. Ids 10003–10010 are the commenters of ./social.ts.
    row: {
      id: 10_011,
      doctorId: '3c7a9e1b5d2f4a6c8e0b1d47',
      mobileCountryCode: '86',
      mobile: '13800000003',
      name: '赵医生',
      avatar: '/media/avatars/doctor-3.svg',
      accurateAuth: 2,
      identity: 'DOCTOR',
      identityStatus: 'APPROVED',
      hospital: '西岭市人民医院',
      department: '皮肤科',
      title: '住院医师',
    },
    password: SEED_PASSWORD,
    roles: ['ROLE_DOCTOR'],
  },
]
