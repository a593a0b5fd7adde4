/** What every thank-you text adds once a lead has been saved: the visitor's confirmation mail is on its way (server/mail/visitor-mails.server.ts). */
export const CONFIRMATION_ON_ITS_WAY = "En bekräftelse är på väg till din e-post.";
