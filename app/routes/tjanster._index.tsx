import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHero } from "~/components/ui/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Våra tjänster",
    description: "Bohagsflytt, företagsflytt, flyttstädning, packning, magasinering och bärhjälp. Se allt Transist kan hjälpa dig med.",
    path: "/tjanster",
  });

export default function TjansterHomePage() {
  return <PageHero title="Våra tjänster" intro="Bohagsflytt, företagsflytt, flyttstädning, packning, magasinering och bärhjälp. Se allt Transist kan hjälpa dig med." />;
}
