// Sveltia CMS orders what it saves by its fields; this format puts every key back where the file had it,
// so that saving one value changes that value's line and nothing else.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `value` with its keys, at every depth, in `model`'s order; keys `model` lacks come after, as they were. */
export function orderLike(value: Json, model: Json | undefined): Json {
  if (!isObject(value) || !isObject(model)) return value;
  const keys = [
    ...Object.keys(model).filter((key) => key in value),
    ...Object.keys(value).filter((key) => !(key in model)),
  ];
  return Object.fromEntries(keys.map((key) => [key, orderLike(value[key] as Json, model[key])]));
}

/** The leaves of a document by path, arrays whole, for telling which file a saved value came from. */
function leaves(value: Json, prefix = "", into = new Map<string, string>()): Map<string, string> {
  if (isObject(value)) for (const [key, inner] of Object.entries(value)) leaves(inner, `${prefix}/${key}`, into);
  else into.set(prefix, JSON.stringify(value));
  return into;
}

// A formatter is not told the file's name, so it writes in the order of the read file most like it.
export function orderKeepingJson() {
  const read: { document: Json; leaves: Map<string, string> }[] = [];
  const remember = (document: Json) => {
    read.push({ document: structuredClone(document), leaves: leaves(document) });
  };
  return {
    fromFile(text: string): Json {
      const document = JSON.parse(text) as Json;
      remember(document);
      return document;
    },
    toFile(content: Json): string {
      const own = leaves(content);
      let best: (typeof read)[number] | undefined;
      let bestScore = 0;
      for (const file of read) {
        // How many of its leaves the file has with the same value.
        const score = [...own].filter(([path, text]) => file.leaves.get(path) === text).length;
        if (score > bestScore) [best, bestScore] = [file, score];
      }
      const ordered = orderLike(content, best?.document);
      // What was saved is the file now; the next save of it starts from here.
      if (best) read.splice(read.indexOf(best), 1);
      remember(ordered);
      return `${JSON.stringify(ordered, null, 2)}\n`;
    },
  };
}
