/** The terms of the newsletter's discount, shown under its signup form on /nyhetsbrev and in the dialog. */
export const newsletterTerms = {
  rules: ["Rabatten gäller din första bokning, en gång per hushåll.", "Den kan inte kombineras med andra erbjudanden."],
  unsubscribe: { before: "Du kan", link: "avregistrera dig", after: "när du vill." },
} as const;
