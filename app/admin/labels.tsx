import { Fragment, type ReactNode } from "react";
import { type Locale, localeTag } from "../../site/locales.ts";
import { localTimeAttribute } from "./local-time.ts";

/** A moment in UTC, named so, 24-hour in Spanish; the page's script shows it in the viewer's zone. */
export function When({ locale, at }: { locale: Locale; at: number }) {
  const format = new Intl.DateTimeFormat(localeTag(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
    ...(locale === "es" ? { hourCycle: "h23" as const } : {}),
  });
  return (
    <time dateTime={new Date(at).toISOString()} {...{ [localTimeAttribute]: "" }}>
      {`${format.format(at)} UTC`}
    </time>
  );
}

/** The day an enquiry came, as a sentence names it ("27 Nov"), in UTC. */
export function dayOf(locale: Locale, at: number): string {
  return new Intl.DateTimeFormat(localeTag(locale), { day: "numeric", month: "short", timeZone: "UTC" }).format(at);
}

const mark = "\u0001part\u0001";

/** A translated sentence with something in it that is not text (a time, a link): `text` puts `{{…}}` where it goes. */
export function Sentence({ text, part }: { text: (mark: string) => string; part: ReactNode }) {
  const [before, after] = text(mark).split(mark);
  return (
    <>
      <Breakable text={before ?? ""} />
      {part}
      <Breakable text={after ?? ""} />
    </>
  );
}

/** Text whose e-mail addresses break only after an @ or a dot, a hyphenated part kept whole (admin-style.ts). */
export function Breakable({ text }: { text: string }) {
  return text.split(/(\S+@\S+)/).map((part, index) =>
    index % 2 === 0 ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
      <span key={index} className="admin-address">
        {part.split(/(?<=[@.])/).map((piece, at) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <Fragment key={at}>
            {at > 0 ? <wbr /> : null}
            {piece.includes("-") ? <span>{piece}</span> : piece}
          </Fragment>
        ))}
      </span>
    ),
  );
}
