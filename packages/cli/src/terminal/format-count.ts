/** `1234567` as `1,234,567`: the same separators whatever the locale, so reports compare. */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
