// Greeting periods of shell-spec 9: before 9 morning, until 11 forenoon, until 13 noon, before 20 afternoon, else evening.

export function greetingPeriod(at: Date): '早上' | '上午' | '中午' | '下午' | '晚上' {
  const hour = at.getHours();
  if (hour < 9) return '早上';
  if (hour <= 11) return '上午';
  if (hour <= 13) return '中午';
  if (hour < 20) return '下午';
  return '晚上';
}
