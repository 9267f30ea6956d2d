/**
 * The id of the last element a hero renders (its backdrop); a page has one hero. Until it has been
 * parsed, the hero's words (`hero-words` in app/styles/app.css, which names this id) are hidden:
 * browsers paint while the parser is busy, and a hero painted half-parsed centres what it has, then
 * moves it up as the rest arrives. The words appear whole, in their place, in every engine.
 */
export const heroEndId = "hero-end";
