import { schemaObject } from "~/forms/shared/form-definition";
import { jobMessages } from "~/forms/shared/messages";
import { schemaKit } from "~/forms/shared/schema";
import { jobApplicationFields } from "./job-application-definition";

export const jobApplicationSchema = schemaObject(jobApplicationFields, schemaKit(jobMessages));
