// The inbox's one script: each time, written in UTC by the server, shown in the viewer's zone and
// language with the zone named ("27 nov 2026, 10:15 CET"). Without it the UTC times stay, named.
import { localTimeAttribute } from "./local-time.ts";

const language = document.documentElement.lang;
const format = new Intl.DateTimeFormat(language, {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
  ...(language === "es" ? { hourCycle: "h23" as const } : {}),
});
for (const element of document.querySelectorAll<HTMLTimeElement>(`time[${localTimeAttribute}]`)) {
  const at = Date.parse(element.dateTime);
  if (Number.isFinite(at)) element.textContent = format.format(at);
}
