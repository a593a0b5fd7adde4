import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHero } from "~/components/ui/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Få offert",
    description: "Begär en kostnadsfri offert på flytthjälp eller städning i tre enkla steg. Svar inom 24 timmar.",
    path: "/offert",
  });

export default function OffertPage() {
  return <PageHero title="Få offert" intro="Begär en kostnadsfri offert på flytthjälp eller städning i tre enkla steg. Svar inom 24 timmar." />;
}
