import type { SVGProps } from "react";
import sprite from "~/assets/icons.svg";
import type { SocialLink } from "~/shared/company";

/**
 * Icons are symbols in one cached sprite (app/assets/icons.svg): each icon on a page is a small
 * <svg><use/></svg> instead of its whole drawing, in the HTML and in the JavaScript.
 */
type IconName =
  | "phone"
  | "mail"
  | "pin"
  | "clock"
  | "check"
  | "chevron-down"
  | "menu"
  | "close"
  | "star"
  | "five-stars"
  | "shield"
  | "truck"
  | "sparkles"
  | "facebook"
  | "instagram"
  | "x"
  | "youtube"
  | "tiktok"
  | "linkedin";

type IconProps = SVGProps<SVGSVGElement>;

function Icon({ icon, size = 24, ...props }: IconProps & { icon: IconName; size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" {...props}>
      <use href={`${sprite}#${icon}`} />
    </svg>
  );
}

export const PhoneIcon = (p: IconProps) => <Icon icon="phone" {...p} />;
export const MailIcon = (p: IconProps) => <Icon icon="mail" {...p} />;
export const PinIcon = (p: IconProps) => <Icon icon="pin" {...p} />;
export const ClockIcon = (p: IconProps) => <Icon icon="clock" {...p} />;
export const CheckIcon = (p: IconProps) => <Icon icon="check" {...p} />;
export const ChevronDownIcon = (p: IconProps) => <Icon icon="chevron-down" {...p} />;
export const MenuIcon = (p: IconProps) => <Icon icon="menu" {...p} />;
export const CloseIcon = (p: IconProps) => <Icon icon="close" {...p} />;
export const StarIcon = (p: IconProps) => <Icon icon="star" size={20} {...p} />;
/** Five stars in a row, one element: a review's rating. */
export const FiveStarsIcon = (p: IconProps) => <Icon icon="five-stars" width={100} height={20} {...p} />;
export const ShieldIcon = (p: IconProps) => <Icon icon="shield" {...p} />;

/** The quote wizard's service cards: a moving van, a cleaning sparkle. */
export const ServiceIcon = ({ icon, ...p }: IconProps & { icon: "truck" | "sparkles" }) => <Icon icon={icon} {...p} />;

/** Social network marks, drawn as simple glyphs in the brand's line style. */
export const SocialIcon = ({ id, ...p }: IconProps & { id: SocialLink["id"] }) => <Icon icon={id} {...p} />;
