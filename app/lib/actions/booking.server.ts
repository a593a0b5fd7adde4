import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { errorMessage, submissionKey } from "~/db/leads.server";
import { sentHref } from "~/lib/dialog-url";
import { leadNotification } from "~/lib/notifications";
import { safeReturnPath } from "~/lib/safe-redirect";
import { BOOKING_FAILURE, BOOKING_FORM, createBookingSchema, stockholmToday } from "~/lib/schemas/booking";
import { QUICK_CONTACT_FAILURE, QUICK_CONTACT_FORM, quickContactSchema } from "~/lib/schemas/quick-contact";
import { guardLeadForm, replyWith } from "./lead-form.server";
import { saveLead } from "./save-lead.server";

/** The booking dialog 'Boka Transist': every booking field, status pending; back to where the visitor was. */
export async function bookingAction({ request, context }: ActionFunctionArgs) {
  const guarded = await guardLeadForm(request, context, BOOKING_FORM);
  if (guarded.status === "refused") return guarded.response;
  const successUrl = sentHref(safeReturnPath(guarded.formData.get("returnTo"), "/boka"), BOOKING_FORM);
  if (guarded.status === "honeypot") return redirect(successUrl);

  const submission = parseWithZod(guarded.formData, { schema: createBookingSchema({ today: stockholmToday() }) });
  if (submission.status !== "success") return replyWith(submission.reply(), 400);
  const v = submission.value;
  try {
    await saveLead(context, {
      leadType: "booking",
      values: {
        customer_name: v.customer_name,
        customer_email: v.customer_email,
        customer_phone: v.customer_phone,
        service: v.service,
        move_date: v.move_date ?? null,
        move_from: v.move_from,
        move_to: v.move_to,
        property_size: v.property_size ?? null,
        floor_from: v.floor_from,
        floor_to: v.floor_to,
        elevator_from: v.elevator_from,
        elevator_to: v.elevator_to,
        included_services: v.included_services,
        additional_services: v.additional_services,
        special_items: v.special_items,
        company: v.company || null,
        notes: v.notes || null,
        status: "pending",
        source: BOOKING_FORM,
      },
      dedupeKey: await submissionKey(BOOKING_FORM, v),
      notification: leadNotification(`Ny bokning: ${v.customer_name}`, `${v.customer_name} har skickat en bokning via formuläret 'Boka Transist'.`, [
        ["Namn", v.customer_name],
        ["E-post", v.customer_email],
        ["Telefon", v.customer_phone],
        ["Företag", v.company],
        ["Tjänst", v.service],
        ["Önskat datum", v.move_date],
        ["Från", v.move_from],
        ["Till", v.move_to],
        ["Bostadens storlek", v.property_size],
        ["Våning (från)", v.floor_from],
        ["Hiss (från)", v.elevator_from],
        ["Våning (till)", v.floor_to],
        ["Hiss (till)", v.elevator_to],
        ["Ska ingå", v.included_services],
        ["Tilläggstjänster", v.additional_services],
        ["Särskilda föremål", v.special_items],
        ["Övrigt", v.notes],
      ]),
    });
  } catch (error) {
    console.error("Bokningen kunde inte sparas:", errorMessage(error));
    return replyWith(submission.reply({ formErrors: [BOOKING_FAILURE] }), 503);
  }
  return redirect(successUrl);
}

/** The floating contact widget: a pending booking with the contact fields. */
export async function quickContactAction({ request, context }: ActionFunctionArgs) {
  const guarded = await guardLeadForm(request, context, QUICK_CONTACT_FORM);
  if (guarded.status === "refused") return guarded.response;
  const successUrl = sentHref(safeReturnPath(guarded.formData.get("returnTo"), "/snabbkontakt"), QUICK_CONTACT_FORM);
  if (guarded.status === "honeypot") return redirect(successUrl);

  const submission = parseWithZod(guarded.formData, { schema: quickContactSchema });
  if (submission.status !== "success") return replyWith(submission.reply(), 400);
  const v = submission.value;
  try {
    await saveLead(context, {
      leadType: "booking",
      values: {
        customer_name: v.customerName,
        customer_email: v.customerEmail,
        customer_phone: v.customerPhone,
        service: v.service,
        notes: v.notes || null,
        status: "pending",
        source: QUICK_CONTACT_FORM,
      },
      dedupeKey: await submissionKey(QUICK_CONTACT_FORM, v),
      notification: leadNotification(`Snabbkontakt: ${v.customerName}`, `${v.customerName} vill bli kontaktad (snabbkontakt).`, [
        ["Namn", v.customerName],
        ["E-post", v.customerEmail],
        ["Telefon", v.customerPhone],
        ["Tjänst", v.service],
        ["Meddelande", v.notes],
      ]),
    });
  } catch (error) {
    console.error("Snabbkontakten kunde inte sparas:", errorMessage(error));
    return replyWith(submission.reply({ formErrors: [QUICK_CONTACT_FAILURE] }), 503);
  }
  return redirect(successUrl);
}
