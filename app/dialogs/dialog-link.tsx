import { Link, useLocation, type LinkProps } from "@remix-run/react";
import { useContext } from "react";
import { dialogHref, type DialogName } from "~/shared/dialogs";
import { DialogPreload } from "./preload-context";

/**
 * A link that opens a dialog on the current page: a full page load without JavaScript, in place
 * with it. The dialog's code starts loading when a pointer or the keyboard reaches the link.
 */
export function DialogLink({ dialog, ...props }: Omit<LinkProps, "to"> & { dialog: DialogName }) {
  const location = useLocation();
  const preloadDialog = useContext(DialogPreload);
  const preload = () => preloadDialog(dialog);
  return (
    <Link
      to={dialogHref(location, dialog)}
      preventScrollReset
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={preload}
      {...props}
    />
  );
}
