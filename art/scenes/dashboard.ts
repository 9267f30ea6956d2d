import { formatCount, formatMoney, formatPercent } from "../../content/fee-schedule-format.ts";
import { formatStat, promotionalStats } from "../../content/promotional-stats.ts";
import { brand } from "../../site/brand.ts";
import { type Locale, localeTag } from "../../site/locales.ts";
import { markPaths } from "../mark.ts";
import { color, mix } from "../palette.ts";
import { seeded } from "../random.ts";
import { escapeText, linear, r, svgDocument } from "../svg.ts";
import { artWords } from "../words.ts";
import { type GlyphName, glyph } from "./glyphs.ts";

// The festival's resale revenue of docs/product.md's promotional statistics, split among its parties.
const royaltiesCents = promotionalStats.festivalResaleRevenue.cents;
const split = [0.5, 0.3, 0.2] as const;

/**
 * The Keystub organiser dashboard as a crisp illustration: KPI tiles, weekly sales, perk
 * redemptions, the royalty split and recent activity, lettered and formatted in `locale`.
 */
export function dashboard(options: { locale: Locale; width?: number; height?: number }): string {
  const { locale, width = 1600, height = 1000 } = options;
  // The dashboard's own words (content/locales/{lng}/art.json): the picture is rendered once per language.
  const t = artWords(locale).dashboard;
  const random = seeded(42);
  const night = color("night");
  const panel = color("night-raised");
  const line = color("night-line");
  const text = color("on-night");
  const muted = color("on-night-muted");
  const accent = color("accent");
  const bright = color("brand-bright");
  const label = (x: number, y: number, size: number, value: string, fill = muted, weight = 500, anchor = "start") =>
    `<text x="${r(x)}" y="${r(y)}" font-family="Inter" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeText(value)}</text>`;
  const card = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${panel}" stroke="${line}" stroke-width="1.5"/>`;

  const defs = [
    linear(
      "db-area",
      [
        [0, bright, 0.45],
        [1, bright, 0],
      ],
      180,
    ),
    linear(
      "db-bar",
      [
        [0, accent],
        [1, mix(accent, color("brand"), 0.6)],
      ],
      180,
    ),
  ].join("");

  // Sidebar: the mark, the brand and the navigation.
  const navIcons: GlyphName[] = ["bolt", "flag", "ticket", "renew", "gift", "star"];
  const sidebar = [
    `<rect width="248" height="${height}" fill="${mix(night, panel, 0.5)}"/>`,
    `<path d="M248 0V${height}" stroke="${line}" stroke-width="1.5"/>`,
    `<g transform="translate(32 34) scale(1.3)">${markPaths(mix(night, panel, 0.5))}</g>`,
    label(84, 62, 24, brand.name, text, 700),
    ...t.nav.map((item, i) => {
      const y = 140 + i * 58;
      const active = i === 0;
      return `${active ? `<rect x="20" y="${y - 30}" width="208" height="46" rx="12" fill="${mix(panel, color("brand"), 0.35)}"/>` : ""}${glyph(navIcons[i] as GlyphName, 50, y - 7, 22, active ? text : muted, 2)}${label(76, y, 18, item, active ? text : muted, active ? 600 : 500)}`;
    }),
    // Two more of the product's figures, as the sidebar's season summary.
    ...[
      [t.retention, formatStat("vipRetention", locale), accent],
      [t.spend, formatStat("spendIncrease", locale), color("sun")],
    ].map(([name, value, tint], i) => {
      const y = height - 236 + i * 108;
      return `${card(20, y, 208, 92)}${label(40, y + 34, 15, name as string)}${label(40, y + 72, 28, value as string, tint, 700)}`;
    }),
  ].join("");

  // Header: page title, event filter and date range.
  const header = [
    label(288, 74, 34, t.title, text, 700),
    label(288, 106, 17, t.event),
    `<rect x="${width - 268}" y="44" width="228" height="44" rx="12" fill="${panel}" stroke="${line}" stroke-width="1.5"/>`,
    label(width - 248, 72, 16, t.range, text, 500),
    `<circle cx="${width - 64}" cy="66" r="5" fill="${accent}"/>`,
  ].join("");

  // KPI tiles.
  const kpis: { title: string; value: string; note: string; icon: GlyphName; tint: string }[] = [
    {
      title: t.passesSold,
      value: formatCount(48_320, locale),
      note: `+${formatPercent(1240, locale)} ${t.vsLast}`,
      icon: "ticket",
      tint: bright,
    },
    {
      title: t.royalties,
      value: formatMoney(royaltiesCents, locale, { cents: "auto" }),
      note: t.royaltiesNote,
      icon: "renew",
      tint: accent,
    },
    {
      title: t.perks,
      value: formatStat("vipPerkRedemption", locale),
      note: t.perksNote,
      icon: "gift",
      tint: color("sun"),
    },
    {
      title: t.fraud,
      value: formatStat("fraudReduction", locale),
      note: t.fraudNote,
      icon: "shield",
      tint: color("flare"),
    },
  ];
  const tileW = (width - 288 - 40 - 3 * 24) / 4;
  const tiles = kpis
    .map((kpi, i) => {
      const x = 288 + i * (tileW + 24);
      const y = 140;
      return [
        card(x, y, tileW, 164),
        `<circle cx="${r(x + tileW - 42)}" cy="${y + 40}" r="22" fill="${kpi.tint}" fill-opacity="0.16"/>`,
        glyph(kpi.icon, x + tileW - 42, y + 40, 24, kpi.tint, 2),
        label(x + 24, y + 46, 17, kpi.title, muted, 500),
        label(x + 24, y + 104, 40, kpi.value, text, 700),
        label(x + 24, y + 138, 15, kpi.note, kpi.tint, 500),
      ].join("");
    })
    .join("");

  // Sales: twelve weeks as an area chart, dated in the page's language.
  const chart = { x: 288, y: 328, w: 760, h: 330 };
  const weeks = Array.from({ length: 12 }, (_, i) => 2600 + i * 180 + random.between(-300, 500) + (i > 8 ? 900 : 0));
  const max = 6000;
  const plotX = chart.x + 72;
  const plotW = chart.w - 100;
  const plotY = chart.y + 84;
  const plotH = chart.h - 140;
  const point = (value: number, i: number) =>
    [plotX + (plotW * i) / (weeks.length - 1), plotY + plotH - (plotH * value) / max] as const;
  const linePath = weeks
    .map((v, i) => point(v, i))
    .map(([x, y], i) => `${i ? "L" : "M"}${r(x)} ${r(y)}`)
    .join("");
  const dates = new Intl.DateTimeFormat(localeTag(locale), { month: "short", day: "numeric", timeZone: "UTC" });
  const grid = [0, 2000, 4000, 6000]
    .map((v) => {
      const y = plotY + plotH - (plotH * v) / max;
      return `<path d="M${plotX} ${r(y)}H${plotX + plotW}" stroke="${line}" stroke-width="1.2"/>${label(plotX - 14, y + 5, 14, formatCount(v, locale), muted, 500, "end")}`;
    })
    .join("");
  const ticks = [0, 3, 6, 9, 11]
    .map((i) => {
      const [x] = point(0, i);
      return label(x, chart.y + chart.h - 24, 14, dates.format(Date.UTC(2025, 3, 7 + i * 7)), muted, 500, "middle");
    })
    .join("");
  const [lastX, lastY] = point(weeks[11] as number, 11);
  const sales = [
    card(chart.x, chart.y, chart.w, chart.h),
    label(chart.x + 24, chart.y + 44, 20, t.sales, text, 600),
    label(chart.x + chart.w - 24, chart.y + 44, 15, t.salesNote, muted, 500, "end"),
    grid,
    `<path d="${linePath}L${plotX + plotW} ${plotY + plotH}L${plotX} ${plotY + plotH}Z" fill="url(#db-area)"/>`,
    `<path d="${linePath}" fill="none" stroke="${bright}" stroke-width="3.5" stroke-linejoin="round"/>`,
    `<circle cx="${r(lastX)}" cy="${r(lastY)}" r="7" fill="${panel}" stroke="${bright}" stroke-width="3.5"/>`,
    ticks,
  ].join("");

  // Perk redemptions by kind.
  const bars = { x: 1072, y: 328, w: width - 1072 - 40, h: 330 };
  const counts = [3120, 1840, 960, 240];
  const barTop = bars.y + 84;
  const barH = bars.h - 150;
  const slot = (bars.w - 48) / counts.length;
  const redemptions = [
    card(bars.x, bars.y, bars.w, bars.h),
    label(bars.x + 24, bars.y + 44, 20, t.redemptions, text, 600),
    ...counts.map((count, i) => {
      const h = (barH * count) / 3500;
      const x = bars.x + 24 + i * slot + slot * 0.2;
      const w = slot * 0.6;
      return `<rect x="${r(x)}" y="${r(barTop + barH - h)}" width="${r(w)}" height="${r(h)}" rx="8" fill="url(#db-bar)"/>${label(x + w / 2, barTop + barH - h - 10, 14, formatCount(count, locale), text, 600, "middle")}${label(x + w / 2, bars.y + bars.h - 34, 13, t.perkKinds[i] as string, muted, 500, "middle")}`;
    }),
  ].join("");

  // Royalty split as a donut, with each party's share of the royalties paid.
  const donut = { x: 288, y: 682, w: 560, h: height - 682 - 36 };
  const centre = [donut.x + 130, donut.y + donut.h / 2 + 22] as const;
  const radius = 78;
  const circumference = 2 * Math.PI * radius;
  const tints = [bright, accent, color("sun")];
  let start = 0;
  const arcs = split
    .map((share, i) => {
      const length = share * circumference;
      const arc = `<circle cx="${r(centre[0])}" cy="${r(centre[1])}" r="${radius}" fill="none" stroke="${tints[i]}" stroke-width="30" stroke-dasharray="${r(length - 4)} ${r(circumference)}" stroke-dashoffset="${r(-start)}" transform="rotate(-90 ${r(centre[0])} ${r(centre[1])})"/>`;
      start += length;
      return arc;
    })
    .join("");
  const legend = split
    .map((share, i) => {
      const y = donut.y + 104 + i * 50;
      return `<circle cx="${donut.x + 272}" cy="${y - 6}" r="7" fill="${tints[i]}"/>${label(donut.x + 290, y, 16, t.parties[i] as string, text, 500)}${label(donut.x + donut.w - 24, y, 16, `${formatPercent(share * 10_000, locale)} · ${formatMoney(royaltiesCents * share, locale, { cents: "auto" })}`, muted, 500, "end")}`;
    })
    .join("");
  const royalty = [
    card(donut.x, donut.y, donut.w, donut.h),
    label(donut.x + 24, donut.y + 44, 20, t.split, text, 600),
    arcs,
    legend,
  ].join("");

  // Recent activity, with relative times in the page's language.
  const feed = { x: 872, y: 682, w: width - 872 - 40, h: height - 682 - 36 };
  const ago = new Intl.RelativeTimeFormat(localeTag(locale), { numeric: "auto" });
  const feedIcons: GlyphName[] = ["renew", "gift", "ticket", "shield"];
  const feedTints = [accent, color("sun"), bright, color("flare")];
  const minutes = [2, 5, 9, 14];
  const activity = [
    card(feed.x, feed.y, feed.w, feed.h),
    label(feed.x + 24, feed.y + 44, 20, t.activity, text, 600),
    ...t.events.map((event, i) => {
      const y = feed.y + 88 + i * 52;
      return `<circle cx="${feed.x + 42}" cy="${y - 6}" r="17" fill="${feedTints[i]}" fill-opacity="0.16"/>${glyph(feedIcons[i] as GlyphName, feed.x + 42, y - 6, 18, feedTints[i] as string, 2)}${label(feed.x + 72, y, 16, event, text, 500)}${label(feed.x + feed.w - 24, y, 14, ago.format(-(minutes[i] as number), "minute"), muted, 500, "end")}`;
    }),
  ].join("");

  const body = [
    `<rect width="${width}" height="${height}" fill="${night}"/>`,
    sidebar,
    header,
    tiles,
    sales,
    redemptions,
    royalty,
    activity,
  ].join("");
  return svgDocument(width, height, defs, body);
}
