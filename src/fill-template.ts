/** Fills "{name}" placeholders of a content text: "{count} to fix" -> "2 to fix". */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => (key in values ? String(values[key]) : placeholder));
}
