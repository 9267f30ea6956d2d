import type { LegalText } from "../document.ts";

export default {
  intro: [
    {
      p: 'These Business Terms of Service ("**Business Terms**") govern the use of Keystub by businesses: event organisers, promoters, venues, teams, leagues, artists, brands and other organisations that hold a **Business Account** with {{entity}} ("**Keystub**", "we", "us"). They supplement our [Terms of Service](page:terms), which also apply. If the two conflict, these Business Terms govern for business use.',
    },
  ],
  sections: {
    scope: {
      title: "Scope and acceptance",
      blocks: [
        {
          p: 'By opening a Business Account, signing an order form or using Keystub to sell or issue tickets, passes, fan cards or other digital assets, the business ("**Business Client**", "**you**") accepts these Business Terms. The person accepting them confirms that they may bind the Business Client.',
        },
      ],
    },
    definitions: {
      title: "Definitions",
      blocks: [
        {
          ul: [
            "**Card**: a ticket, pass, fan card, membership or other credential issued through Keystub to one holder, together with its paired digital asset.",
            "**Scan**: one redemption of a retail activation, such as a tap or scan that unlocks an offer (retail) or advances a quest or game (gamification).",
            "**Event**: an event, season or programme for which you issue Cards; a season or membership programme counts as one Event.",
            "**Order Form**: a written order, quote or statement of work that you and Keystub sign, which may set prices or terms for your account.",
            "**Fees**: the amounts you owe Keystub under [[fee-schedules]] or an Order Form.",
          ],
        },
      ],
    },
    services: {
      title: "The services",
      blocks: [
        {
          p: "Keystub provides the platform you use to create, sell and manage Cards, resale rules and royalties, fan programmes, retail activations, marketing and reporting, with the features of your plan or Order Form. We may improve and change features over time, but will not materially reduce the core functions you are paying for during a paid term.",
        },
      ],
    },
    fees: {
      title: "How fees apply",
      blocks: [
        {
          ul: [
            "**Volume bands.** The fee band is chosen by the total number of Cards issued for an Event (or of Scans in a retail programme), and that band's rates apply to every Card or Scan of it.",
            "**Paid ticketing** fees are all-in and apply to both primary sales and resales: a base fee per Card plus a percentage of the Card's price, each rounded to the cent per Card.",
            "**Fan cards and prepaid tickets** carry a flat fee per Card.",
            "**Retail activations** are charged per Scan, at the retail or gamification rate.",
            "**Merchant fees are included.** Card processing fees of {{merchantFeePercent}} + {{merchantFeeFixed}} per transaction are included in the list prices of [[fee-schedules]]; we do not add them on top.",
            "**Volumes not listed.** Where a schedule shows a band as not listed, or a volume is above its last band, the Fee is quoted individually by our sales team and set in an Order Form. No Fee applies to those volumes until you have agreed it in writing.",
          ],
        },
        { p: "Fees do not include taxes. You pay the taxes that apply to the Fees, other than taxes on our income." },
      ],
    },
    "fee-schedules": {
      title: "Fee schedules",
      blocks: [
        {
          p: "The following schedules apply unless an Order Form sets different prices. They are the same schedules published on our [pricing page](page:pricing).",
        },
        { embed: "feeSchedules" },
      ],
    },
    "invoicing-and-payment": {
      title: "Invoicing and payment",
      blocks: [
        {
          p: "Where Fees are not deducted from the sales we collect for you, we invoice them, and **payment is due within {{invoicePaymentTerm}} of the invoice date**. Invoices are in US dollars unless an Order Form says otherwise.",
        },
        {
          p: "If you dispute an invoice in good faith, tell us before it is due, explaining why, and pay the undisputed part; we will work with you to resolve the dispute promptly. If an undisputed amount is overdue, we may, after notice, suspend the affected services until it is paid.",
        },
      ],
    },
    "pricing-changes": {
      title: "Changes to pricing",
      blocks: [
        {
          p: "We communicate any change to our pricing in advance, by e-mail to your account's administrators and in your dashboard, before it takes effect. A change never applies to Cards already issued or sold, nor, until it ends, to a term or Event whose prices are fixed in an Order Form.",
        },
      ],
    },
    "customer-responsibilities": {
      title: "Your responsibilities",
      blocks: [
        {
          ul: [
            "Deliver your Events and the perks, rewards and benefits you offer, as described to your fans.",
            "Set clear resale rules, royalty splits and refund policies, and handle refunds for cancelled or changed Events.",
            "Comply with the laws that apply to you, including consumer protection, ticketing, tax, marketing and privacy laws.",
            "Obtain the consents and give the notices your fans are owed for the data you collect through Keystub.",
            "Keep your account's access secure and make sure your staff follow these Business Terms.",
          ],
        },
      ],
    },
    "data-protection": {
      title: "Data protection",
      blocks: [
        {
          p: "For the personal information of your fans and attendees that we process on your behalf, you are the controller (or business) and Keystub is your processor (or service provider). We process it only on your documented instructions and to provide the services, keep it confidential and secure, help you answer your fans' requests, and delete or return it when our relationship ends. We do not sell it. Our [Privacy Policy](page:privacy) describes the information we process for our own purposes.",
        },
      ],
    },
    confidentiality: {
      title: "Confidentiality",
      blocks: [
        {
          p: "Each party will keep the other's non-public business information confidential, use it only to perform these Business Terms, and share it only with people who need it and are bound to keep it confidential. This does not apply to information that is public, already known, independently developed or that must be disclosed by law.",
        },
      ],
    },
    "term-and-termination": {
      title: "Term and termination",
      blocks: [
        {
          p: "These Business Terms apply while you hold a Business Account. Either party may end them with notice, subject to any term fixed in an Order Form, or at once if the other seriously breaches them and does not cure the breach within a reasonable time after notice. Cards already sold stay valid for their Events, and Fees for them remain payable.",
        },
      ],
    },
    "warranties-and-disclaimers": {
      title: "Warranties and disclaimers",
      blocks: [
        {
          p: "Each party warrants that it may enter into these Business Terms. Keystub will provide the services with reasonable skill and care. Otherwise the disclaimers of the [Terms of Service](page:terms#disclaimers) apply.",
        },
      ],
    },
    "limitation-of-liability": {
      title: "Limitation of liability",
      blocks: [
        {
          p: "The [limitation of liability of the Terms of Service](page:terms#limitation-of-liability) applies to business use, with the Fees you paid Keystub as the amount paid. It does not limit your obligation to pay Fees.",
        },
      ],
    },
    "professional-services": {
      title: "Professional services",
      blocks: [
        {
          p: "Implementation, integration, design, training and other professional services we perform for you are governed by the [Professional Services Addendum](page:professionalServices).",
        },
      ],
    },
    "governing-law": {
      title: "Governing law",
      blocks: [
        {
          p: "These Business Terms are governed by the laws of the **State of California**, without regard to its conflict-of-laws rules. The state and federal courts located in California have exclusive jurisdiction over any dispute arising out of them, and each party submits to their jurisdiction.",
        },
      ],
    },
    general: {
      title: "General",
      blocks: [
        {
          p: "These Business Terms, any Order Form and the documents they refer to are the entire agreement between the parties about their subject. An Order Form prevails over these Business Terms for its subject. Notices to Keystub go to {{email:LEGAL_EMAIL}}; notices to you go to the e-mail address of your account's administrator. Neither party is liable for a delay caused by events beyond its reasonable control. If we provide a translation of these Business Terms, the English version governs in case of conflict.",
        },
      ],
    },
  },
} satisfies LegalText<"businessTerms">;
