import { schemaObject } from "~/forms/shared/form-definition";
import { leadMessages } from "~/forms/shared/messages";
import { schemaKit } from "~/forms/shared/schema";
import { newsletterFields } from "./newsletter-definition";

/** E-mail required and of email type; stored lower-cased. */
export const newsletterSchema = schemaObject(newsletterFields, schemaKit(leadMessages));
