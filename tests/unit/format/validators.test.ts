import { describe, expect, it } from 'vitest'
import {
  inRange,
  inRangeLength,
  isAmount,
  isArray,
  isCarNo,
  isChinese,
  isCode,
  isDate,
  isDateISO,
  isDigits,
  isEmail,
  isEmpty,
  isEnOrNum,
  isIdCard,
  isJsonString,
  isLandline,
  isLetter,
  isMobile,
  isNumber,
  isObject,
  isUrl,
  validators,
} from '@/runtime/forms'

type Check = (value: unknown) => boolean

function expectAll(check: Check, values: readonly unknown[], expected: boolean): void {
  for (const value of values) expect(check(value), `${check.name}(${JSON.stringify(value)})`).toBe(expected)
}

// GB 11643-1999 check character, written out independently of the implementation:
// weights are 2^(17-i) mod 11 for positions i = 1..17, the weighted digit sum mod 11 indexes
// '10X98765432'.
function withCheckChar(first17: string): string {
  const weights = Array.from({ length: 17 }, (_, i) => 2 ** (17 - i) % 11)
  const sum = Array.from(first17).reduce((acc, digit, i) => acc + Number(digit) * (weights[i] ?? 0), 0)
  return first17 + '10X98765432'.charAt(sum % 11)
}

describe('validators', () => {
  it('isEmail accepts addresses and rejects malformed ones', () => {
    expectAll(isEmail, ['a@b.cn', 'first.last@mail.example.com', 'x-y_z@sub-domain.org'], true)
    expectAll(isEmail, ['', 'a@', '@b.cn', 'a@b', 'a b@c.cn', 'a@@b.cn', null, 1], false)
  })

  it('isMobile accepts 11 digits starting 1 then 2-9', () => {
    expectAll(isMobile, ['13812345678', '19912345678', '12012345678', 13812345678], true)
    expectAll(
      isMobile,
      ['11012345678', '10012345678', '1381234567', '138123456789', '23812345678', '', null],
      false,
    )
  })

  it('isUrl accepts http(s) URLs with a host only', () => {
    expectAll(isUrl, ['https://example.com', 'http://a.cn/path?q=1#h', 'HTTPS://localhost:8080'], true)
    expectAll(
      isUrl,
      [
        'ftp://a.cn',
        'example.com',
        'http://',
        'http:example.com',
        ' https://a.cn',
        'javascript:alert(1)',
        null,
      ],
      false,
    )
  })

  it('isDate accepts real calendar dates in yyyy-mm-dd or yyyy/mm/dd form', () => {
    expectAll(
      isDate,
      [
        '2023-02-28',
        '2024-02-29',
        '2023/1/5',
        '2023-12-31 23:59:59',
        '2023-06-01T08:00:00Z',
        new Date(2020, 0, 1),
      ],
      true,
    )
    expectAll(
      isDate,
      [
        '2023-02-29',
        '2023-02-30',
        '2023-13-01',
        '2023-06-01 24:00',
        '20230101',
        'Jan 1 2023',
        '',
        1700000000000,
        new Date('x'),
      ],
      false,
    )
  })

  it('isDateISO accepts the uView dateISO shape (yyyy-mm-dd or yyyy/mm/dd) without a calendar check', () => {
    expectAll(isDateISO, ['2023-01-05', '2023/1/5', '2023-12-31', '2023-02-30'], true)
    expectAll(
      isDateISO,
      ['2023-13-01', '2023-00-10', '2023-01-32', '23-01-05', '2023-01-05 10:00', '2023.01.05', 20230105],
      false,
    )
  })

  it('isNumber accepts decimal numbers incl. sign and decimals', () => {
    expectAll(isNumber, ['0', '-3', '+3.5', '.5', '1.', '1.5e+10', 42, -0.5], true)
    expectAll(
      isNumber,
      ['', 'abc', '1.2.3', '1,000', '--1', Number.NaN, Number.POSITIVE_INFINITY, null],
      false,
    )
  })

  it('isDigits accepts only the digits 0-9', () => {
    expectAll(isDigits, ['0', '0123', 42], true)
    expectAll(isDigits, ['', '-1', '1.5', '12a', ' 1', -1], false)
  })

  it('isIdCard accepts 18-digit ID numbers with a real birth date and a valid GB 11643 checksum', () => {
    expect(withCheckChar('11010519491231002')).toBe('11010519491231002X')
    expect(withCheckChar('44030420000229123')).toBe('440304200002291236')
    expect(withCheckChar('31011519900307441')).toBe('310115199003074413')
    expectAll(
      isIdCard,
      [
        '11010519491231002X',
        '11010519491231002x',
        '440304200002291236',
        '310115199003074413',
        withCheckChar('32010620101010555'),
      ],
      true,
    )
  })

  it('isIdCard rejects a wrong checksum, impossible birth date or wrong shape', () => {
    expectAll(
      isIdCard,
      [
        '110105194912310021', // wrong check character
        withCheckChar('44030420010229123'), // 2001-02-29 does not exist
        withCheckChar('44030417990101123'), // before 1800
        withCheckChar('44030429990101123'), // born in the future
        '11010519491231002', // 17 characters
        '1101051949123100201',
        '11010519491231002Y',
        '',
        null,
      ],
      false,
    )
  })

  it('isCarNo accepts 7-character plates and 8-character new-energy plates', () => {
    expectAll(
      isCarNo,
      ['京A12345', '粤BD7K3F', '沪A1234学', '京A1234警', '使A12345', '粤BD12345', '粤B12345F', '京AFA1234'],
      true,
    )
    expectAll(
      isCarNo,
      [
        '',
        'AA12345',
        '京a12345',
        '京A1234',
        '京A1I345',
        '粤BA12345',
        '粤B1234DF',
        '京AF0A234',
        '京A123456789',
        null,
      ],
      false,
    )
  })

  it('isAmount accepts non-negative amounts with up to 2 decimals', () => {
    expectAll(isAmount, ['0', '0.5', '0.05', '12', '12.3', '12.34', '1,234', '1,234,567.89', 99.5], true)
    expectAll(isAmount, ['', '-1', '01', '1.234', '.5', '5.', '1234,567', '1,23', 'abc', null], false)
  })

  it('isChinese accepts Han characters only', () => {
    expectAll(isChinese, ['中文', '张三丰', '𠮷'], true)
    expectAll(isChinese, ['', '中文a', '中 文', '，', 'abc', 1, null], false)
  })

  it('isLetter accepts a-z and A-Z only', () => {
    expectAll(isLetter, ['abc', 'ABCxyz'], true)
    expectAll(isLetter, ['', 'abc1', 'ab c', 'é', '中', 1], false)
  })

  it('isEnOrNum accepts letters or digits only', () => {
    expectAll(isEnOrNum, ['abc123', 'ABC', '123', 123], true)
    expectAll(isEnOrNum, ['', 'abc_1', 'a-b', '中1', ' 1', null], false)
  })

  it('isLandline accepts area code, hyphen, 7-8 digits and an optional extension', () => {
    expectAll(isLandline, ['010-12345678', '0755-1234567', '021-12345678-123', '0571-87654321-4567'], true)
    expectAll(
      isLandline,
      ['', '01012345678', '01-12345678', '010-123456', '010-123456789', '010-12345678-12', '010 12345678'],
      false,
    )
  })

  it('isJsonString accepts strings that parse to an object or array', () => {
    expectAll(isJsonString, ['{}', '{"a":1}', '[]', '[1,2]'], true)
    expectAll(isJsonString, ['1', 'abc', '"x"', 'null', 'true', '', '{a:1}', {}, []], false)
  })

  it('isArray accepts arrays only', () => {
    expectAll(isArray, [[], [1, 2]], true)
    expectAll(isArray, [{}, '[]', null, { length: 0 }], false)
  })

  it('isObject accepts plain objects only', () => {
    expectAll(isObject, [{}, { a: 1 }, Object.create(null)], true)
    expectAll(isObject, [null, [], '{}', 1, new Date(), new Map()], false)
  })

  it('isCode accepts exactly N digits, 6 by default', () => {
    expectAll(isCode, ['123456', '000000', 123456], true)
    expectAll(isCode, ['12345', '1234567', '12345a', '', null], false)
    expect(isCode('1234', 4)).toBe(true)
    expect(isCode('123456', 4)).toBe(false)
    expect(isCode('1234', 0)).toBe(false)
  })

  it('inRange accepts numbers within [min, max] inclusive', () => {
    expect(inRange(1, [1, 10])).toBe(true)
    expect(inRange(10, [1, 10])).toBe(true)
    expect(inRange('5.5', [1, 10])).toBe(true)
    expect(inRange(0, [1, 10])).toBe(false)
    expect(inRange(10.01, [1, 10])).toBe(false)
    expect(inRange('abc', [1, 10])).toBe(false)
    expect(inRange(Number.NaN, [1, 10])).toBe(false)
    expect(inRange(5, [10, 1])).toBe(false)
  })

  it('inRangeLength accepts strings whose length is within [min, max] inclusive', () => {
    expect(inRangeLength('ab', [2, 4])).toBe(true)
    expect(inRangeLength('abcd', [2, 4])).toBe(true)
    expect(inRangeLength('张三', [2, 2])).toBe(true)
    expect(inRangeLength('a', [2, 4])).toBe(false)
    expect(inRangeLength('abcde', [2, 4])).toBe(false)
    expect(inRangeLength(1234, [2, 4])).toBe(false)
  })

  it('isEmpty is true for undefined, null, blank strings, [], {} and NaN but not 0 or false', () => {
    expectAll(isEmpty, [undefined, null, '', '   ', [], {}, Number.NaN], true)
    expectAll(isEmpty, [0, false, 'a', [0], { a: undefined }, new Date()], false)
  })

  it('exposes every validator by name in the validators record', () => {
    expect(Object.keys(validators).sort()).toEqual(
      [
        'inRange',
        'inRangeLength',
        'isAmount',
        'isArray',
        'isCarNo',
        'isChinese',
        'isCode',
        'isDate',
        'isDateISO',
        'isDigits',
        'isEmail',
        'isEmpty',
        'isEnOrNum',
        'isIdCard',
        'isJsonString',
        'isLandline',
        'isLetter',
        'isMobile',
        'isNumber',
        'isObject',
        'isUrl',
      ].sort(),
    )
    expect(validators.isMobile).toBe(isMobile)
  })
})
