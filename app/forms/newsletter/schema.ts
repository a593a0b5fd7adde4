import * as z from "zod/mini";
import { schemaObject } from "~/forms/shared/form-definition";
import { leadMessages } from "~/forms/shared/messages";
import * as fields from "~/forms/shared/schema";
import { newsletterFields } from "./newsletter-definition";

/** E-mail required and of email type; stored lower-cased. */
export const newsletterSchema = schemaObject(newsletterFields, { z, fields, messages: leadMessages, today: "" });
