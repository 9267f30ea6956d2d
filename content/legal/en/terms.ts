import type { LegalText } from "../document.ts";

export default {
  intro: [
    {
      p: 'These Terms of Service ("**Terms**") are an agreement between you and {{entity}} ("**Keystub**", the "**Provider**", "we", "us"). They govern your use of the Keystub website, web app, wallet passes, scanner app and every other service we offer (the "**Services**").',
    },
    {
      p: "**Please read [[arbitration]] carefully.** It requires most disputes to be resolved by individual binding arbitration rather than in court or in a class action, and it explains how you can opt out.",
    },
  ],
  sections: {
    agreement: {
      title: "Agreement to these Terms",
      blocks: [
        {
          p: "By creating an account or using the Services you accept these Terms and our [Privacy Policy](page:privacy), which explains how we handle personal information. If you use the Services for a business, the [Business Terms of Service](page:businessTerms) also apply, and professional services we perform for you are governed by the [Professional Services Addendum](page:professionalServices). If you do not agree, do not use the Services.",
        },
      ],
    },
    roles: {
      title: "Definitions and roles",
      blocks: [
        { p: "These Terms refer to the following roles:" },
        {
          ul: [
            "**Provider**: Keystub, which operates the Services.",
            '**User** ("**you**"): anyone who uses the Services, whether as an individual or as a business client.',
            "**Business Accounts**: event organisers, promoters, venues, teams, leagues, artists and brands that use the Services to create and sell digital assets such as tickets, passes, memberships and collectibles, and to run their programmes.",
            "**Creators**: users who design or contribute the content of a digital asset, such as its artwork, perks or rules, for themselves or for a Business Account.",
            "**Purchasers**: users who buy, receive or hold a digital asset, on the primary market or by resale.",
          ],
        },
        {
          p: 'A "**digital asset**" is a token recorded on a blockchain and paired with a ticket, pass, membership or collectible. A "**pass**" is the credential, usually in your phone\'s wallet, that admits you to an event or unlocks a perk.',
        },
      ],
    },
    eligibility: {
      title: "Eligibility",
      blocks: [
        {
          p: "You must be at least {{minimumAge}} old, and able to enter into a binding contract, to create an account or use the Services. By using them you confirm that you are. If you use the Services for an organisation, you confirm that you may bind it to these Terms.",
        },
      ],
    },
    accounts: {
      title: "Your accounts",
      blocks: [
        {
          p: "You may hold more than one account, for example a personal account and one for the organisation you work for. We may block, merge or close duplicate accounts that are used to get around purchase limits, resale rules, pricing or a suspension, or to mislead others.",
        },
        {
          p: "Keep your login details and any wallet recovery phrase safe and do not share them; you are responsible for what happens under your accounts. Tell us at once at {{email:LEGAL_EMAIL}} if you suspect someone else has access.",
        },
      ],
    },
    "digital-assets": {
      title: "Tickets and digital assets",
      blocks: [
        {
          p: "Tickets and passes on Keystub are paired with digital assets recorded on the **Solana blockchain**. The digital asset shows who holds the ticket, carries the rules the Business Account set for it, and makes its history verifiable.",
        },
        { p: "You choose how your digital assets are stored:" },
        {
          ul: [
            "**Custodial storage**: we hold the assets in a wallet we manage for you, linked to your account. You can use and transfer them through the Services without managing keys.",
            "**Your own wallet**: you connect a compatible wallet and hold the assets yourself. You alone control its keys: we cannot recover lost keys, reverse transfers or restore assets sent to a wrong address.",
          ],
        },
        {
          p: "A digital asset gives you the rights the Business Account attached to it (for example entry to an event, a seat or a perk) and nothing more. It is not an investment, a security or a share in an event, and it does not transfer any intellectual property. Blockchains depend on networks we do not control; network fees, delays, forks or outages may affect transfers, and records on a blockchain cannot be erased.",
        },
      ],
    },
    payments: {
      title: "Purchases and payments",
      blocks: [
        {
          p: "Prices are set by the Business Account selling the ticket or asset and shown before you pay, with any fees and taxes. You pay by card through our third-party payment gateway, in fiat currency, or in cryptocurrency where the checkout offers it. Payments in cryptocurrency are final once confirmed on the blockchain.",
        },
        {
          p: "**All sales are final.** Tickets and digital assets are not refundable or exchangeable, except when an event is cancelled and the Business Account offers a refund, or when the law requires one. The Business Account that sold you a ticket is responsible for its event and for any refund of it.",
        },
      ],
    },
    resale: {
      title: "Resale and transfers",
      blocks: [
        {
          p: "You may resell or transfer a ticket or digital asset only as the rules of the Business Account that issued it allow. Those rules may include price limits, periods when resale is closed, identity checks that lock a ticket to its holder, and royalties paid automatically to the organiser, artists or other parties on each resale. We apply these rules through the Services and on the blockchain, and may cancel or block a resale or transfer that breaks them.",
        },
      ],
    },
    "business-accounts-and-creators": {
      title: "Business Accounts and Creators",
      blocks: [
        {
          p: "Business Accounts are responsible for their events, programmes and offers, for the accuracy of what they publish, for honouring the tickets and perks they sell and for complying with the laws that apply to them, including consumer protection, tax and privacy laws. Their use of the Services is also governed by the [Business Terms of Service](page:businessTerms).",
        },
        {
          p: "Creators confirm that they own or have the rights to everything they contribute to a digital asset and grant Keystub the licence needed to display and distribute it through the Services.",
        },
      ],
    },
    "acceptable-use": {
      title: "Acceptable use",
      blocks: [
        { p: "You agree not to:" },
        {
          ul: [
            "break the law, or the rules of an event or venue;",
            "buy tickets with bots or other automated means, or to get around purchase limits;",
            "sell counterfeit tickets, or offer tickets or assets you do not hold;",
            "interfere with the Services, probe or break their security, or reverse engineer them except where the law allows it;",
            "harass others, or publish content that is unlawful, infringing or misleading;",
            "use the Services to launder money, finance illegal activity or evade sanctions.",
          ],
        },
      ],
    },
    "intellectual-property": {
      title: "Intellectual property",
      blocks: [
        {
          p: "The Services, including their software, design and trademarks, belong to Keystub and its licensors. We grant you a personal, revocable, non-exclusive, non-transferable licence to use them under these Terms. Content provided by Business Accounts and Creators belongs to them or their licensors.",
        },
      ],
    },
    "third-party-services": {
      title: "Third-party services",
      blocks: [
        {
          p: "The Services work with services we do not control, such as the payment gateway, phone wallets, external blockchain wallets and the Solana network. Their own terms apply to your use of them, and we are not responsible for them.",
        },
      ],
    },
    disclaimers: {
      title: "Disclaimers",
      blocks: [
        {
          p: 'The Services are provided "as is" and "as available". To the fullest extent the law allows, we disclaim all warranties, express or implied, including those of merchantability, fitness for a particular purpose and non-infringement. We do not organise the events sold through the Services and are not responsible for their content, quality, safety or cancellation.',
        },
      ],
    },
    "limitation-of-liability": {
      title: "Limitation of liability",
      blocks: [
        {
          p: "To the fullest extent the law allows, Keystub will not be liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data or goodwill.",
        },
        {
          p: "Our total liability for all claims arising out of or relating to these Terms or the Services is limited to **the greater of {{liabilityFloor}} or the amount you paid us in the {{liabilityLookback}} before the event giving rise to the claim**.",
        },
        {
          p: "Some jurisdictions do not allow these limits; where they do not, they apply only as far as the law permits.",
        },
      ],
    },
    indemnity: {
      title: "Indemnity",
      blocks: [
        {
          p: "You will defend and indemnify Keystub against third-party claims, and the losses and reasonable costs that follow from them, arising from your breach of these Terms, your misuse of the Services or, for Business Accounts and Creators, your events, offers and content.",
        },
      ],
    },
    arbitration: {
      title: "Dispute resolution and arbitration",
      blocks: [
        {
          p: "**Talk to us first.** Before starting a claim, write to {{email:LEGAL_EMAIL}} describing the dispute and what you want. We will try in good faith to resolve it within 60 days.",
        },
        {
          p: "**Binding arbitration.** If we cannot resolve it, you and Keystub agree that any dispute arising out of or relating to these Terms or the Services will be resolved by binding individual arbitration administered by JAMS. Claims of {{comprehensiveArbitrationThreshold}} or less are governed by the JAMS Streamlined Arbitration Rules & Procedures; claims above {{comprehensiveArbitrationThreshold}} by the JAMS Comprehensive Arbitration Rules & Procedures. The Federal Arbitration Act governs this section. Either of us may instead bring an individual claim in small claims court, or seek an injunction for the misuse of intellectual property.",
        },
        {
          p: "**No class actions.** Claims may be brought only individually, not as a plaintiff or class member in a class, collective or representative proceeding.",
        },
        {
          p: "**Your right to opt out.** You may opt out of this agreement to arbitrate by e-mailing {{email:LEGAL_EMAIL}} within {{arbitrationOptOutPeriod}} of registering your account, with your name, the e-mail address of your account and a clear statement that you opt out of arbitration. Opting out does not affect the rest of these Terms.",
        },
      ],
    },
    termination: {
      title: "Suspension and termination",
      blocks: [
        {
          p: "You may close your account at any time. We may suspend or close an account, or refuse a transaction, if you break these Terms, if the law requires it, or to prevent fraud or harm. Digital assets in your own wallet remain yours; before we close an account with custodial storage we will give you a reasonable opportunity to transfer its assets to a wallet you control, unless the law prevents it.",
        },
      ],
    },
    changes: {
      title: "Changes to these Terms",
      blocks: [
        {
          p: "We may update these Terms. We will tell you about significant changes in advance, by e-mail or in the Services. The changes apply from the date shown at the top; by continuing to use the Services after that date you accept them. Changes never apply to a dispute that began before they took effect.",
        },
      ],
    },
    "governing-law": {
      title: "Governing law",
      blocks: [
        {
          p: "These Terms are governed by the laws of the State of California, without regard to its conflict-of-laws rules, and by the Federal Arbitration Act for [[arbitration]]. This does not take away protections that the consumer law of the country where you live gives you and that cannot be waived by contract.",
        },
      ],
    },
    general: {
      title: "General",
      blocks: [
        {
          p: "These Terms, together with the documents they refer to, are the entire agreement between you and Keystub about the Services. If a provision is unenforceable, the rest remains in force. Our failure to enforce a provision is not a waiver. You may not assign these Terms without our consent; we may assign them to a successor. If we provide a translation of these Terms, the English version governs in case of conflict.",
        },
      ],
    },
  },
} satisfies LegalText<"terms">;
