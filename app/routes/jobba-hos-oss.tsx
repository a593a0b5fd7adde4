import type { MetaFunction } from "@remix-run/cloudflare";
import { PageHero } from "~/components/ui/layout";
import { seo } from "~/lib/seo";

export const meta: MetaFunction = () =>
  seo({
    title: "Jobba hos oss",
    description: "Sök jobb som flyttare, städare, chaufför och mer hos Transist. Skicka din ansökan direkt här.",
    path: "/jobba-hos-oss",
  });

export default function JobbaHosOssPage() {
  return <PageHero title="Jobba hos oss" intro="Sök jobb som flyttare, städare, chaufför och mer hos Transist. Skicka din ansökan direkt här." />;
}
