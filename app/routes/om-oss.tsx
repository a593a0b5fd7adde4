import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHero } from "~/components/ui/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Om oss",
    description: "Lär känna Transist: företaget bakom tryggare flyttar och städningar i hela Sverige, och människorna som grundade det.",
    path: "/om-oss",
  });

export default function OmOssPage() {
  return <PageHero title="Om oss" intro="Lär känna Transist: företaget bakom tryggare flyttar och städningar i hela Sverige, och människorna som grundade det." />;
}
