/** Every string of a dictionary (any JSON of strings) by its dotted path: "hero.title", "features.0". */
export function leaves(node: unknown, prefix = ""): [path: string, text: string][] {
  if (typeof node === "string") return [[prefix, node]];
  return Object.entries(node ?? {}).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
