import { describe, expect, it } from 'vitest'
import { bigNumber, isNumericString, sumSoldCount, truncateDecimal } from '@/runtime/format'

describe('bigNumber', () => {
  it('shows numbers below 10000 as an integer string', () => {
    expect(bigNumber(0)).toBe('0')
    expect(bigNumber(9999)).toBe('9999')
    expect(bigNumber(123.9)).toBe('123')
    expect(bigNumber('42')).toBe('42')
  })

  it('uses 万 from 5 digits with one truncated decimal', () => {
    expect(bigNumber(10000)).toBe('1.0万')
    expect(bigNumber(12999)).toBe('1.2万')
    expect(bigNumber(15000)).toBe('1.5万')
    expect(bigNumber('123456')).toBe('12.3万')
    expect(bigNumber(99999999)).toBe('9999.9万')
  })

  it('uses 亿 from 9 digits with one truncated decimal', () => {
    expect(bigNumber(100000000)).toBe('1.0亿')
    expect(bigNumber(123456789)).toBe('1.2亿')
    expect(bigNumber(1999999999)).toBe('19.9亿')
  })

  it('keeps the sign of negative numbers', () => {
    expect(bigNumber(-12999)).toBe('-1.2万')
    expect(bigNumber(-123456789)).toBe('-1.2亿')
    expect(bigNumber(-5)).toBe('-5')
    expect(bigNumber(-0.5)).toBe('0')
  })

  it("reads non-numeric input as '0'", () => {
    expect(bigNumber('abc')).toBe('0')
    expect(bigNumber('')).toBe('0')
    expect(bigNumber(Number.NaN)).toBe('0')
    expect(bigNumber(Number.POSITIVE_INFINITY)).toBe('0')
    expect(bigNumber(null as unknown as number)).toBe('0')
  })

  it('tolerates whitespace around a numeric string', () => {
    expect(bigNumber(' 12000 ')).toBe('1.2万')
  })
})

describe('truncateDecimal', () => {
  it('truncates and never rounds', () => {
    expect(truncateDecimal(1.999, 2)).toBe('1.99')
    expect(truncateDecimal(-1.999, 2)).toBe('-1.99')
    expect(truncateDecimal('3.14159', 3)).toBe('3.141')
  })

  it('pads with zeros to the requested places', () => {
    expect(truncateDecimal(5, 2)).toBe('5.00')
    expect(truncateDecimal('0.1', 3)).toBe('0.100')
  })

  it('works on the decimal string so floating point does not leak in', () => {
    expect(truncateDecimal(1.005, 2)).toBe('1.00')
    expect(truncateDecimal(0.29, 2)).toBe('0.29')
    expect(truncateDecimal(4.35, 2)).toBe('4.35')
    expect(truncateDecimal(0.1 + 0.2, 2)).toBe('0.30')
  })

  it('expands exponent notation of very small and very large numbers', () => {
    expect(truncateDecimal(1e-7, 8)).toBe('0.00000010')
    expect(truncateDecimal(1.5e21, 1)).toBe('1500000000000000000000.0')
  })

  it('drops the decimal point for 0 places', () => {
    expect(truncateDecimal(9.99, 0)).toBe('9')
  })

  it('drops the sign when the truncated value is zero', () => {
    expect(truncateDecimal(-0.001, 2)).toBe('0.00')
  })

  it('normalises a leading + and leading zeros', () => {
    expect(truncateDecimal('+007.5', 1)).toBe('7.5')
  })

  it('reads invalid input as zero', () => {
    expect(truncateDecimal('abc', 2)).toBe('0.00')
    expect(truncateDecimal(Number.NaN, 2)).toBe('0.00')
  })
})

describe('isNumericString', () => {
  it('accepts plain decimal strings with an optional sign', () => {
    for (const s of ['12', '-3.5', '0.1', '+7', '007']) expect(isNumericString(s), s).toBe(true)
  })

  it('rejects spaces, exponents, bare dots, non-numbers and non-strings', () => {
    for (const s of ['', 'abc', '1e', '1e5', ' 1 ', '.5', '5.', '1,000', '-', null, undefined, 12]) {
      expect(isNumericString(s), String(s)).toBe(false)
    }
  })
})

describe('sumSoldCount', () => {
  it('sums numeric and numeric-string sold counts', () => {
    expect(sumSoldCount([{ soldCount: 3 }, { soldCount: '4' }, { soldCount: 10 }])).toBe(17)
  })

  it('counts missing or invalid sold counts as 0', () => {
    expect(
      sumSoldCount([
        {},
        { soldCount: null },
        { soldCount: 'abc' },
        { soldCount: 2 },
        { soldCount: Number.NaN },
      ]),
    ).toBe(2)
  })

  it('returns 0 for null, undefined or an empty list', () => {
    expect(sumSoldCount(null)).toBe(0)
    expect(sumSoldCount(undefined)).toBe(0)
    expect(sumSoldCount([])).toBe(0)
  })
})
