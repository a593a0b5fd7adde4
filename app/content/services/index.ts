import type { ServiceSlug } from "../service-index";
import { barhjalp, bemanning, bortforsling, kassaskapsflytt, mobelmontering, planOchFlytt, vindsrojning } from "./help-services";
import { flyttstadning, magasinering, packning } from "./home-services";
import { bohagsflytt, evakueringsflytt, foretagsflytt, kontorsflytt, langdistansflytt, studentflytt } from "./moving";
import type { ServicePageContent } from "./types";

export type { ServicePageContent } from "./types";

/** All 16 service pages, by slug. */
export const servicePages: Record<ServiceSlug, ServicePageContent> = {
  bohagsflytt,
  foretagsflytt,
  kontorsflytt,
  flyttstadning,
  packning,
  magasinering,
  barhjalp,
  mobelmontering,
  kassaskapsflytt,
  vindsrojning,
  "plan-och-flytt": planOchFlytt,
  evakueringsflytt,
  bortforsling,
  bemanning,
  langdistansflytt,
  studentflytt,
};
