/** Yuan with two decimals, without binary fractions creeping in (19.9 * 3 = 59.699999…). */
export function yuan(amount: number): number {
  return Math.round(amount * 100) / 100
}
