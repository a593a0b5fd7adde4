import { schemaObject } from "~/forms/shared/form-definition";
import { leadMessages } from "~/forms/shared/messages";
import { schemaKit } from "~/forms/shared/schema";
import { quickContactFields } from "./quick-contact-definition";

/** The floating contact widget: customerName, customerEmail, customerPhone, service, notes (optional). */
export const quickContactSchema = schemaObject(quickContactFields, schemaKit(leadMessages));
