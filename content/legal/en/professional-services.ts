import type { LegalText } from "../document.ts";

export default {
  intro: [
    {
      p: 'This Professional Services Addendum ("**Addendum**") applies when {{entity}} ("**Keystub**", "we", "us") performs professional services for a business customer ("**Customer**", "you"). It supplements the [Business Terms of Service](page:businessTerms) and the [Terms of Service](page:terms), which continue to apply.',
    },
  ],
  sections: {
    scope: {
      title: "Scope",
      blocks: [
        {
          p: '"**Professional Services**" are services we perform for the Customer beyond the standard platform, such as implementation and onboarding, integrations with your systems, design of passes and digital assets, data migration, training and event-day support. "**Deliverables**" are what we deliver to you in performing them, such as configurations, designs, reports and documentation.',
        },
      ],
    },
    "statements-of-work": {
      title: "Statements of work",
      blocks: [
        {
          p: 'Each engagement is described in a statement of work or Order Form signed by both parties (an "**SOW**"): the services and Deliverables, the timeline, the fees and any assumptions. Each SOW incorporates this Addendum.',
        },
      ],
    },
    "fees-and-expenses": {
      title: "Fees and expenses",
      blocks: [
        {
          p: "Unless the SOW states otherwise (for example, time and materials at stated rates), Professional Services are provided for a **fixed fee**. In addition, the Customer reimburses the reasonable travel and out-of-pocket expenses it has **approved in advance** in writing; we pass them on at cost, with receipts. Fees and expenses are invoiced as the SOW provides and are payable under the [invoicing terms of the Business Terms](page:businessTerms#invoicing-and-payment).",
        },
      ],
    },
    "customer-responsibilities": {
      title: "Customer responsibilities",
      blocks: [
        {
          p: "The Customer will give us timely access to the people, information, systems and materials we reasonably need, make decisions and approvals on time, and make sure that the materials it provides may lawfully be used for the engagement. If a delay or a change on the Customer's side affects the work, the timeline and, where reasonable, the fees are adjusted accordingly.",
        },
      ],
    },
    changes: {
      title: "Changes",
      blocks: [
        {
          p: "Either party may ask to change an SOW. A change binds both parties only when both have agreed it in writing, including its effect on the timeline and fees.",
        },
      ],
    },
    acceptance: {
      title: "Acceptance",
      blocks: [
        {
          p: "A Deliverable conforms if it materially meets the description in the SOW. If it does not, the Customer must send us **written notice of the nonconformance within {{nonconformanceNoticePeriod}} of delivery**, describing it in enough detail for us to reproduce it. If we receive no such notice within that period, **the Deliverable is deemed accepted**. Using a Deliverable in production also counts as acceptance.",
        },
      ],
    },
    warranty: {
      title: "Warranty and remedy",
      blocks: [
        {
          p: "We warrant that Professional Services will be performed in a professional and workmanlike manner and that each Deliverable will materially conform to its SOW **for {{serviceWarranty}} from its delivery**.",
        },
        {
          p: "If the Customer reports a breach of this warranty within that period, we will, at our choice, **reperform** the nonconforming services at no additional charge or **refund** the fees paid for them. This is the Customer's sole and exclusive remedy for a breach of this warranty. The warranty does not cover problems caused by changes the Customer or a third party makes, or by use contrary to our documentation. Otherwise the disclaimers of the [Terms of Service](page:terms#disclaimers) apply.",
        },
      ],
    },
    "intellectual-property": {
      title: "Intellectual property",
      blocks: [
        {
          p: "Keystub keeps all rights in the platform, its tools and know-how and anything it developed before or independently of an engagement. Once the fees for a Deliverable are paid, the Customer may use it for its own business as part of its use of Keystub. Materials the Customer provides remain the Customer's, and it grants us the licence needed to use them for the engagement.",
        },
      ],
    },
    personnel: {
      title: "Personnel and subcontractors",
      blocks: [
        {
          p: "We choose the people who perform the Professional Services and may use qualified subcontractors, remaining responsible for their work. While on the Customer's premises or systems, our personnel follow the Customer's reasonable security and safety rules that it communicates in advance.",
        },
      ],
    },
    "term-and-termination": {
      title: "Term and termination",
      blocks: [
        {
          p: "Each SOW lasts until its services are completed, unless ended earlier. Either party may terminate an SOW if the other seriously breaches it and does not cure the breach within a reasonable time after written notice. On termination the Customer pays for the services performed and the approved expenses incurred up to that date.",
        },
      ],
    },
    precedence: {
      title: "Order of precedence",
      blocks: [
        {
          p: "In case of conflict about Professional Services: an SOW prevails over this Addendum for its engagement, this Addendum prevails over the Business Terms, and the Business Terms prevail over the Terms of Service.",
        },
      ],
    },
    general: {
      title: "General",
      blocks: [
        {
          p: "This Addendum is governed by the law that governs the [Business Terms](page:businessTerms#governing-law). Notices go to {{email:LEGAL_EMAIL}}. If we provide a translation of this Addendum, the English version governs in case of conflict.",
        },
      ],
    },
  },
} satisfies LegalText<"professionalServices">;
