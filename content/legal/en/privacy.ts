import type { LegalText } from "../document.ts";

export default {
  intro: [
    {
      p: 'This Privacy Policy explains how {{entity}} ("**Keystub**", "we", "us") collects, uses, shares and protects personal information when you visit our website, contact us, or use the Keystub platform: wallet passes, tickets and their paired digital assets, the Fan Passport, the scanner app and the dashboards we provide to event organisers. It also explains the choices and rights you have.',
    },
    {
      p: "We wrote it to be read. If something is unclear, [ask us](#questions) and we will explain it in plain words.",
    },
  ],
  sections: {
    about: {
      title: "Who we are and what this policy covers",
      blocks: [
        {
          p: "{{entity}} is the controller of the personal information described in this policy: we decide why and how it is processed. This policy applies to our website, to enquiries you send us and to your use of the platform as a fan, member or purchaser.",
        },
        {
          p: "When you buy a ticket or join a programme run by an event organiser, venue, team or brand (a **Business Account** under our [Terms of Service](page:terms#roles)), that organiser decides how it uses the information it receives about its attendees and is responsible for it under its own privacy notice. For that information we act as the organiser's service provider (or processor) and process it only on its instructions and under our [Business Terms](page:businessTerms#data-protection).",
        },
      ],
    },
    "information-we-collect": {
      title: "Information we collect",
      blocks: [{ p: "We collect only what we need for the purposes in [[how-we-use-information]]." }],
      subsections: [
        {
          title: "Contact enquiries",
          blocks: [
            {
              p: "When you use a contact form on our website you give us your name, your e-mail address, your organisation or role, and your message. We use them to answer you and, if you are a business, to discuss how Keystub could work for you.",
            },
          ],
        },
        {
          title: "Cookies and similar technologies, with your consent",
          blocks: [
            {
              p: "Our website works without any cookie that is not strictly necessary. Only if you agree do we use analytics (Google Analytics, which tells us how visitors use the site in aggregate) and a live chat service (a third-party chat widget that lets you talk to our team). Until you choose, both stay off, and so does any request to those providers. [[cookies]] explains the categories and how to change your mind.",
            },
          ],
        },
        {
          title: "Wallet, pass and platform data",
          blocks: [
            { p: "When you use the platform we process:" },
            {
              ul: [
                "**Account data**: your name, e-mail address, phone number if you give it, and confirmation that you meet the minimum age of our Terms of Service.",
                "**Pass and ticket data**: the passes and tickets you hold, the events they are for, their seat or tier, and entry scans at the door (time and gate).",
                "**Wallet data**: the public address of the blockchain wallet that holds the digital assets paired with your tickets, whether that wallet is custodial (kept by us for you) or your own, and the transfers and resales of those assets.",
                "**Fan Passport activity**: quests you complete, rewards and perks you earn and redeem, memberships and upgrades you buy.",
                "**Purchase data**: what you bought, when and for how much. Card payments are handled by our payment gateway: we receive a confirmation, the card brand and the last four digits, never your full card number.",
              ],
            },
          ],
        },
        {
          title: "Information from others",
          blocks: [
            {
              p: "We receive information from event organisers (for example, the guest list of an event they run on Keystub), from our payment gateway (the result of a payment) and from public blockchains (the record of transfers of a digital asset).",
            },
          ],
        },
        {
          title: "Technical data",
          blocks: [
            {
              p: "Our servers record technical events (such as the page requested, the response given and how long it took) to keep the service secure and working. These logs are designed not to contain personal information such as your IP address or the content of your messages.",
            },
          ],
        },
      ],
    },
    "how-we-use-information": {
      title: "How we use information, and our legal bases",
      blocks: [
        {
          p: "Where the law requires a legal basis (for example the GDPR in the European Economic Area and the United Kingdom), we rely on the following:",
        },
        {
          table: {
            head: ["Purpose", "Information", "Legal basis"],
            rows: [
              [
                "Answer your enquiry and follow up on it",
                "Contact enquiry",
                "Our legitimate interest in answering the people who write to us; steps you ask for before a contract",
              ],
              [
                "Provide the platform: issue passes, admit you at the door, hold and transfer digital assets, run the Fan Passport",
                "Account, pass, ticket, wallet and activity data",
                "Performance of our contract with you",
              ],
              [
                "Process payments and prevent fraud",
                "Purchase data, scans, wallet data",
                "Contract; legitimate interest in a safe service free of fraud and ticket touting",
              ],
              ["Understand how the website is used and improve it", "Analytics cookies and events", "Your consent"],
              ["Offer live chat", "Chat widget cookies and your messages", "Your consent"],
              [
                "Keep records and meet legal duties (tax, accounting, court orders)",
                "Purchase and account data",
                "Legal obligation",
              ],
              [
                "Tell business contacts about our products",
                "Business contact details",
                "Legitimate interest (you can object at any time), or consent where the law requires it",
              ],
            ],
          },
        },
        {
          p: "We do not use your information for automated decisions that have legal or similarly significant effects on you.",
        },
      ],
    },
    cookies: {
      title: "Cookies and your choices",
      blocks: [
        {
          p: "A cookie is a small file a website stores in your browser. We group them in categories: **necessary** (always on: they remember your cookie choices and keep the site secure), **functional** (the live chat), **performance**, **analytics** (Google Analytics), **advertisement** and **others**. We do not run advertising cookies today; the category exists so that you decide before we ever would.",
        },
        {
          p: "Nothing outside the necessary category is stored, and no request goes to an analytics or chat provider, before you consent. Analytics follows Google Consent Mode: everything is denied until you accept. Your choice is kept in your browser (in local storage and in a first-party cookie) and expires {{consentLifetime}} after you made it, when we ask again. We also ask again when we add a category or a provider.",
        },
        {
          p: "You can accept, reject or fine-tune each category, and change or withdraw your consent at any time, as easily as you gave it. Withdrawing removes the provider's script and deletes its cookies. The cookie settings list every cookie and storage entry we use, with its lifetime.",
        },
        { embed: "cookieSettings" },
      ],
    },
    sharing: {
      title: "How we share information",
      blocks: [
        { p: "We share personal information only as follows:" },
        {
          ul: [
            "**Service providers** who work for us under contract and only on our instructions: hosting and storage, e-mail delivery, our payment gateway, and, with your consent, analytics and live chat.",
            "**Event organisers**: when you buy a ticket or pass for an event, or join a programme, the Business Account that runs it receives the information it needs to admit you and serve you (for example your name, your ticket and your entry scans).",
            "**Public blockchains**: transfers of the digital assets paired with tickets are recorded on the Solana blockchain, which anyone can read and no one can erase. We never write your name or e-mail address to a blockchain; the record shows wallet addresses and asset identifiers.",
            "**Legal reasons**: when the law requires it, to answer a valid request from a public authority, or to protect the rights, safety and property of our users, the public or Keystub.",
            "**Business transfers**: if Keystub is involved in a merger, acquisition or sale of assets, under this policy's protections.",
          ],
        },
      ],
    },
    "do-not-sell-or-share": {
      title: '"Do not sell or share my personal information" and Global Privacy Control',
      blocks: [
        {
          p: 'Keystub does not sell personal information for money. Some privacy laws, such as California\'s, also treat certain uses of advertising and analytics cookies as a "sale" or "sharing". You can opt out of all of them with the "Do not sell my personal information" link in the cookie banner and in the footer of every page: it turns off every category except the necessary one, and we confirm it on screen.',
        },
        {
          p: 'We honour the [Global Privacy Control](https://globalprivacycontrol.org) signal: if your browser sends it, we treat it as that opt-out for that browser, even over an earlier "Accept all", and the banner and settings tell you it was honoured. If you later switch a category back on yourself, in the cookie settings, we respect that choice.',
        },
      ],
    },
    "international-transfers": {
      title: "International transfers",
      blocks: [
        {
          p: "Keystub is based in the United States and our service providers may process information in other countries. When we transfer personal information from the European Economic Area, the United Kingdom or Switzerland, we use the safeguards the law provides, such as the European Commission's Standard Contractual Clauses and their UK addendum. When we transfer it from a Latin American country, we use the contractual safeguards its law requires. You can [ask us](#questions) for a copy of the safeguards.",
        },
      ],
    },
    retention: {
      title: "How long we keep information",
      blocks: [
        {
          p: "We keep personal information only as long as we need it for the purposes in this policy, then delete it or make it anonymous:",
        },
        {
          table: {
            head: ["Information", "How long"],
            rows: [
              [
                "Contact enquiries",
                "As long as the conversation continues, and no longer than 24 months after your last message",
              ],
              ["Your cookie choices", "{{consentLifetime}} from your last choice"],
              ["Analytics data (with consent)", "At most 14 months in Google Analytics"],
              [
                "Account, pass and Fan Passport data",
                "While your account is open, and up to 90 days after you close it",
              ],
              [
                "Purchase and payment records",
                "As long as tax and accounting laws require (generally up to seven years)",
              ],
              ["Blockchain records", "Permanently, by the nature of public blockchains (see [[sharing]])"],
            ],
          },
        },
      ],
    },
    security: {
      title: "Security",
      blocks: [
        {
          p: "We protect personal information with technical and organisational measures suited to the risk: encryption in transit, access limited to the people who need it, and keys of custodial wallets kept in dedicated secure storage. No system is perfectly secure; if a breach affects your information, we will tell you and the authorities as the law requires.",
        },
      ],
    },
    children: {
      title: "Children",
      blocks: [
        {
          p: "Our website and platform are not directed at children, and we do not knowingly collect personal information from children under {{childrenAge}} of age. Accounts on the platform are for adults who meet the minimum age of our [Terms of Service](page:terms#eligibility). If you believe a child has given us personal information, [tell us](#questions) and we will delete it.",
        },
      ],
    },
    "your-rights": {
      title: "Your rights and how to exercise them",
      blocks: [
        { p: "Depending on where you live, you have the right to:" },
        {
          ul: [
            "know what personal information we hold about you and get a copy, in a portable format where it applies;",
            "have inaccurate information corrected;",
            "have your information deleted;",
            "object to, or ask us to restrict, how we use it;",
            "withdraw your consent at any time, without affecting what we did before;",
            "opt out of the sale or sharing of your personal information (see [[do-not-sell-or-share]]);",
            "not be treated differently for exercising any of these rights;",
            "appeal our answer, and complain to your data protection authority.",
          ],
        },
        {
          p: "To exercise a right, write to {{email:PRIVACY_EMAIL}}. We will confirm your identity in a way proportionate to the request (usually from the e-mail address linked to your account), and you may act through an authorised agent. We respond within {{privacyResponseTime}} of receiving your request. If a request is complex and the law allows more time, we will tell you within that month, and why.",
        },
        {
          p: "For tickets and programmes run by an event organiser, we will pass your request on to the organiser, or help it answer you.",
        },
      ],
    },
    changes: {
      title: "Changes to this policy",
      blocks: [
        {
          p: "We will update this policy when our practices change. The date at the top shows when the current version took effect. If a change is significant, we will tell you in advance, by e-mail or with a notice on the site, and ask for your consent again where the law requires it.",
        },
      ],
    },
  },
} satisfies LegalText<"privacy">;
