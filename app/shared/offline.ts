/** The offline page's variants (/offline, /offline?orsak=anslutning), which the service worker keeps from its install. */
export const OFFLINE_REASON_PARAM = "orsak";

export const offlineReasons = {
  offline: {
    title: "Du är offline",
    description: "Sidan kunde inte hämtas utan internetanslutning.",
    text: "Sidan du försökte öppna har inte sparats för läsning utan anslutning. Ladda om sidan när du är uppkopplad.",
  },
  anslutning: {
    title: "Sidan kunde inte hämtas",
    description: "Anslutningen svarade inte, så sidan kunde inte hämtas.",
    text: "Anslutningen bröts eller svarade inte, så sidan kunde inte hämtas just nu. Försök igen om en stund – ofta räcker det att ladda om sidan.",
  },
} as const;
