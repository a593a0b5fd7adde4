import { schemaObject } from "~/forms/shared/form-definition";
import { leadMessages } from "~/forms/shared/messages";
import { schemaKit } from "~/forms/shared/schema";
import { contactFields } from "./contact-definition";

/** Home and Kontakt forms: every field required. */
export const contactSchema = schemaObject(contactFields, schemaKit(leadMessages));
