// What the content editor calls things, in its menus' language; a key missing from these tables gets a
// name made from its key, and hints made from its English value.

export type EditorLanguage = "en" | "es";

type Words = Readonly<Record<EditorLanguage, string>>;

/** The editor's language: the one chosen in its settings (`sveltia-cms.prefs`), else the browser's. */
export function editorLanguage(stored: string | null, browserLanguages: readonly string[]): EditorLanguage {
  let chosen: unknown;
  try {
    chosen = (JSON.parse(stored ?? "{}") as { locale?: unknown } | null)?.locale;
  } catch {
    chosen = undefined;
  }
  const candidates = typeof chosen === "string" && chosen !== "auto" ? [chosen] : browserLanguages;
  const spoken = candidates.map((tag) => tag.split("-")[0]).find((tag) => tag === "en" || tag === "es");
  return spoken === "es" ? "es" : "en";
}

/** The editor's name, on its sign-in page and the browser's tab. */
export const editorTitle: Words = { en: "Keystub content", es: "Contenido de Keystub" };

export const collectionWords = {
  label: { en: "Words on the site", es: "Textos de la web" },
  singular: { en: "Page's words", es: "Textos de página" },
};

/** What saving does, said before the first save (the list's description) and after each (the note). */
export const saveNotes = {
  github: {
    en: "Saving creates a pull request on GitHub for review. The site changes only when it is merged.",
    es: "Al guardar se crea una pull request en GitHub para revisarla. La web cambia solo cuando se fusiona.",
  },
  test: {
    en: "Test mode: saving keeps the change in this browser only. Nothing reaches the repository or the site.",
    es: "Modo de prueba: al guardar, el cambio se queda solo en este navegador. No llega al repositorio ni a la web.",
  },
} as const satisfies Record<string, Words>;

export const closeWords: Words = { en: "Close", es: "Cerrar" };

/** What each file's words are for, by the page that shows them, in the order the editor lists them. */
export const fileLabels: Readonly<Record<string, Words>> = {
  home: { en: "Home page", es: "Página de inicio" },
  common: { en: "Every page: header, footer, shared words", es: "Todas las páginas: cabecera, pie y textos comunes" },
  music: { en: "Music and smart ticketing pages", es: "Páginas de música y de entradas inteligentes" },
  sports: { en: "Sports page", es: "Página de deportes" },
  platform: { en: "Platform page", es: "Página de la plataforma" },
  download: { en: "Download page (scanner app)", es: "Página de descarga (app de escaneo)" },
  contact: { en: "Contact page", es: "Página de contacto" },
  pricing: { en: "Pricing page and estimator", es: "Página de precios y calculadora" },
  comparison: { en: "Comparison page", es: "Página de comparativa" },
  legal: {
    en: "Legal pages: headings and notes (the documents themselves are kept by developers)",
    es: "Páginas legales: títulos y notas (los documentos los mantienen los desarrolladores)",
  },
  consent: { en: "Cookie banner and settings", es: "Aviso de cookies y su configuración" },
  art: {
    en: "Pictures drawn in code: the dashboard and phone mock-ups",
    es: "Imágenes dibujadas en código: el panel y los móviles",
  },
  admin: { en: "Team inbox (seen by staff only)", es: "Bandeja del equipo (solo la ve el personal)" },
};

const headline = (n: number): { label: Words; hint: Words } =>
  n === 1
    ? {
        label: {
          en: "Rotating headline 1 of 5 (shown on load)",
          es: "Titular rotativo 1 de 5 (el que se ve al cargar)",
        },
        hint: {
          en: "The banner at the top of the home page types its five headlines one after another, in a loop; this first one is also the page's title for search engines. Each fits on two lines.",
          es: "El banner de arriba de la página de inicio escribe sus cinco titulares uno tras otro, en bucle; este primero es además el título de la página para los buscadores. Cada uno cabe en dos líneas.",
        },
      }
    : {
        label: { en: `Rotating headline ${n} of 5`, es: `Titular rotativo ${n} de 5` },
        hint: {
          en: `Typed after headline ${n - 1}.`,
          es: `Se escribe después del titular ${n - 1}.`,
        },
      };

/** Names and hints for particular keys ("file:path"), where the key's own name says too little. */
export const keyWords: Readonly<Record<string, { readonly label?: Words; readonly hint?: Words }>> = {
  "home:hero": {
    label: {
      en: "Banner at the top: photos and five rotating headlines",
      es: "Banner superior: fotos y cinco titulares rotativos",
    },
  },
  "home:hero.eyebrow": {
    label: { en: "Small label above the headline", es: "Etiqueta pequeña sobre el titular" },
  },
  "home:hero.heading1": headline(1),
  "home:hero.heading2": headline(2),
  "home:hero.heading3": headline(3),
  "home:hero.heading4": headline(4),
  "home:hero.heading5": headline(5),
  "home:hero.subtitle": {
    label: { en: "Paragraph under the headline", es: "Párrafo bajo el titular" },
    hint: {
      en: "About two lines on a laptop.",
      es: "Unas dos líneas en un portátil.",
    },
  },
  "home:hero.seePlatform": {
    label: { en: "Second button (scrolls to the platform)", es: "Segundo botón (baja hasta la plataforma)" },
    hint: { en: "A few words: it is a button.", es: "Pocas palabras: es un botón." },
  },
  "common:navigation": { label: { en: "Header menu", es: "Menú de la cabecera" } },
  "common:footer": { label: { en: "Footer", es: "Pie de página" } },
  "common:meta": {
    label: {
      en: "Search results and shared links: each page's title and description",
      es: "Resultados de búsqueda y enlaces compartidos: título y descripción de cada página",
    },
  },
  "common:pageName": { label: { en: "Page names (menus and breadcrumbs)", es: "Nombres de las páginas (menús)" } },
};

const buttonName: Words = { en: "Button", es: "Botón" };
const buttonHint: Words = { en: "A few words: it is a button.", es: "Pocas palabras: es un botón." };
const pictureName: Words = {
  en: "Picture's description (read aloud to blind visitors)",
  es: "Descripción de la imagen (se lee a personas ciegas)",
};
const pictureHint: Words = {
  en: "Say what the picture shows, in one sentence, for visitors who cannot see it.",
  es: "Di qué muestra la imagen, en una frase, para quien no puede verla.",
};

/** Names for keys that mean the same wherever they are. */
const commonKeys: Readonly<Record<string, Words>> = {
  hero: { en: "Banner at the top", es: "Banner superior" },
  eyebrow: { en: "Small label above the title", es: "Etiqueta pequeña sobre el título" },
  title: { en: "Title", es: "Título" },
  subtitle: { en: "Subtitle", es: "Subtítulo" },
  heading: { en: "Heading", es: "Encabezado" },
  lead: { en: "Introductory paragraph", es: "Párrafo de introducción" },
  intro: { en: "Introduction", es: "Introducción" },
  text: { en: "Text", es: "Texto" },
  body: { en: "Text", es: "Texto" },
  description: { en: "Description", es: "Descripción" },
  name: { en: "Name", es: "Nombre" },
  label: { en: "Label", es: "Etiqueta" },
  cta: buttonName,
  button: buttonName,
  caption: { en: "Caption", es: "Pie de foto" },
  note: { en: "Note", es: "Nota" },
  imageAlt: pictureName,
  alt: pictureName,
  cards: { en: "Cards", es: "Tarjetas" },
  card: { en: "Card", es: "Tarjeta" },
  items: { en: "Items", es: "Elementos" },
  blocks: { en: "Blocks", es: "Bloques" },
  banners: { en: "Banners", es: "Banners" },
  callouts: { en: "Callouts", es: "Destacados" },
  stats: { en: "Figures", es: "Cifras" },
  messages: { en: "Messages", es: "Mensajes" },
  errors: { en: "Error messages", es: "Mensajes de error" },
  actions: { en: "Buttons", es: "Botones" },
  feature: { en: "Feature", es: "Función" },
  audience: { en: "For whom", es: "Para quién" },
  value: { en: "Value", es: "Valor" },
  meta: { en: "Search results and shared links", es: "Resultados de búsqueda y enlaces compartidos" },
  highlights: { en: "Highlights", es: "Puntos fuertes" },
  // The pages, as the menu, the page names and the search results name them.
  home: { en: "Home", es: "Inicio" },
  music: { en: "Music", es: "Música" },
  smartTicketing: { en: "Smart ticketing", es: "Entradas inteligentes" },
  sports: { en: "Sports", es: "Deportes" },
  platform: { en: "Platform", es: "Plataforma" },
  download: { en: "Download", es: "Descarga" },
  contact: { en: "Contact", es: "Contacto" },
  pricing: { en: "Pricing", es: "Precios" },
  comparison: { en: "Comparison", es: "Comparativa" },
  privacy: { en: "Privacy policy", es: "Política de privacidad" },
  terms: { en: "Terms of service", es: "Términos del servicio" },
  notFound: { en: "Page not found", es: "Página no encontrada" },
  a11y: { en: "Read aloud to blind visitors", es: "Lo que se lee a personas ciegas" },
  loading: { en: "While loading", es: "Mientras carga" },
  menu: { en: "Menu button", es: "Botón del menú" },
  logoLabel: { en: "Logo (read aloud)", es: "Logo (se lee en voz alta)" },
  loginSignUp: { en: "Login / sign-up button", es: "Botón de acceso / registro" },
  tagline: { en: "Tagline", es: "Lema" },
  copyright: { en: "Copyright line", es: "Línea de copyright" },
};

/** Hints for keys that mean the same wherever they are. */
const commonHints: Readonly<Record<string, Words>> = {
  cta: buttonHint,
  button: buttonHint,
  eyebrow: { en: "A few words, above the title.", es: "Pocas palabras, sobre el título." },
  imageAlt: pictureHint,
  alt: pictureHint,
};

const pluralForms: Readonly<Record<string, Words>> = {
  one: { en: "for 1", es: "para 1" },
  other: { en: "for several", es: "para varios" },
  many: { en: "for many", es: "para muchos" },
};

/** "seePlatform" → "See platform", "heading1" → "Heading 1": a key as words. */
export function keyAsWords(key: string): string {
  const words = key.replace(/([a-z])([A-Z0-9])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A key's name: from the tables, else its own words; a general one says its `place` and `limit`. */
export function labelOf(
  file: string,
  path: string,
  language: EditorLanguage,
  { ownTitle, place, limit }: { ownTitle?: string; place?: string; limit?: number } = {},
): string {
  const key = path.split(".").at(-1) ?? path;
  const [, base = key, plural] = /^(.+?)(?:_(one|other|many))?$/.exec(key) ?? [];
  const form = plural ? pluralForms[plural]?.[language] : undefined;
  const known = keyWords[`${file}:${path}`]?.label?.[language];
  const general = known ? undefined : commonKeys[base]?.[language];
  // A group with no name of its own is named by its title, in the editor's language.
  let name = known ?? general ?? (ownTitle ? `«${ownTitle}»` : keyAsWords(base));
  if (general && place && limit) name = `${place}: ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  if (form) name = `${name} (${form})`;
  if (!limit) return name;
  return language === "es" ? `${name} (máx. ${limit} caracteres)` : `${name} (max. ${limit} characters)`;
}

/** The hint under a field: the table's, then what to keep of the English value's placeholders and markup. */
export function hintOf(file: string, path: string, english: string, language: EditorLanguage): string | undefined {
  const key = path.split(".").at(-1) ?? path;
  const hints = [keyWords[`${file}:${path}`]?.hint?.[language] ?? commonHints[key]?.[language]];
  const placeholders = [...new Set(english.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? [])];
  if (placeholders.length > 0) {
    const list = placeholders.join(" ");
    hints.push(
      language === "es"
        ? `Deja ${list} tal cual (puedes moverlo dentro de la frase): la web pone ahí un número, una fecha o un nombre.`
        : `Keep ${list} exactly as written (you may move it within the sentence): the site puts a number, a date or a name there.`,
    );
  }
  const tags = [...new Set([...english.matchAll(/<([a-z]+)[\s>]/g)].map((match) => `<${match[1]}>…</${match[1]}>`))];
  if (tags.length > 0) {
    const list = tags.join(" ");
    hints.push(
      language === "es"
        ? `Conserva ${list} alrededor de las palabras que marca.`
        : `Keep ${list} around the words it marks.`,
    );
  }
  const hint = hints.filter(Boolean).join(" ");
  return hint || undefined;
}

/** Above the home page's preview, which shows only the first of the banner's headlines. */
export const rotatingHeadlinesWords: Words = {
  en: "The banner at the top types these headlines one after another (the page below shows the first):",
  es: "El banner de arriba escribe estos titulares uno tras otro (la página de abajo muestra el primero):",
};

/** The preview's frame, which draws the page as a laptop shows it. */
export const desktopFrameWords: Words = {
  en: "The page as a laptop shows it",
  es: "La página como se ve en un portátil",
};

// What the editor's es-CO leaves in English, added to that file by the build (vite.editor.config.ts).
export const editorSpanish = {
  show_errors: "Mostrar errores",
  list_item_options: "Opciones del elemento",
  select_item: "Seleccionar {$name}",
  sign_in_using_access_token_workflow_note:
    "Como los cambios pasan por revisión, el token también necesita acceso de lectura y escritura a las pull requests.",
  save_conflict: {
    title: "Otra persona ha cambiado esta entrada",
    modified_by: "{$name} cambió esta entrada el {$date}, después de que la abrieras.",
    modified: "Esta entrada ha cambiado en el repositorio después de que la abrieras.",
    deleted: "Esta entrada se ha borrado del repositorio después de que la abrieras.",
    overwrite_warning: "Si guardas ahora, se perderán sus cambios.",
    recreate_warning: "Si guardas ahora, la entrada se volverá a crear.",
    save_anyway: "Guardar de todos modos",
    branch_moved: "Otra persona ha actualizado el repositorio mientras guardabas. Vuelve a intentarlo.",
  },
  remote_change: {
    reload_entry: "Volver a cargar la entrada",
    confirm_reloading_entry:
      "¿Seguro que quieres volver a cargar la entrada? Se perderán los cambios que no hayas guardado.",
  },
  status: { deploying: "Publicándose" },
  workflow: { deploying_deletion: "Borrado" },
};
