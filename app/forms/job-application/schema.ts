import * as z from "zod/mini";
import { schemaObject } from "~/forms/shared/form-definition";
import { jobMessages } from "~/forms/shared/messages";
import * as fields from "~/forms/shared/schema";
import { jobApplicationFields } from "./job-application-definition";

export const jobApplicationSchema = schemaObject(jobApplicationFields, { z, fields, messages: jobMessages, today: "" });
