// The hero's words (`hero-words`, app/styles/app.css) stay hidden until this last element is parsed:
// a hero painted half-parsed would centre what it has, then move it as the rest arrives.
export const heroEndId = "hero-end";
