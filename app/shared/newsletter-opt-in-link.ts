/** The page the newsletter's confirmation link opens; its button confirms. */
export const NEWSLETTER_OPT_IN_PATH = "/nyhetsbrev/bekrafta";
/** The link's signature parameter: a URL that carries one is personal, and never cached. */
export const OPT_IN_SIGNATURE_PARAM = "sig";
/** The page the unsubscribe link opens (same `id`, `exp` and `sig` parameters); its button removes the address. */
export const UNSUBSCRIBE_LINK_PATH = "/avregistrera/bekrafta";
