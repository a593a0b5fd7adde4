import { Link, useLocation, type LinkProps } from "@remix-run/react";
import { useContext } from "react";
import { dialogHref, type DialogName, type DialogParams } from "~/shared/dialogs";
import { DialogPreload } from "./dialog-preload";

/**
 * A link that opens a dialog on the current page: a full page load without JavaScript, in place
 * with it. The dialog's code starts loading when a pointer or the keyboard reaches the link.
 * `params` are the dialog's own (the quote wizard's service): what the link names, it opens with.
 */
export function DialogLink<Name extends DialogName>({
  dialog,
  params,
  ...props
}: Omit<LinkProps, "to"> & { dialog: Name; params?: DialogParams<Name> }) {
  const location = useLocation();
  const preloadDialog = useContext(DialogPreload);
  const preload = () => preloadDialog(dialog);
  return (
    <Link
      to={dialogHref(location, dialog, params)}
      preventScrollReset
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={preload}
      {...props}
    />
  );
}
