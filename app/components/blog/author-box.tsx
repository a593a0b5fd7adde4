import type { BlogPost } from "~/shared/blog";

type Author = NonNullable<BlogPost["author"]>;

/** Only our own images: the CSP allows no other host, and a broken picture is worse than initials. */
function isOwnImage(url: string | null): url is string {
  return url !== null && url.startsWith("/") && !url.startsWith("//");
}

function authorInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join("");
}

/** The article's author (avatar, name and bio); initials stand in when there is no picture. */
export function AuthorBox({ author }: { author: Author }) {
  return (
    <aside className="mt-10 flex gap-4 rounded-card bg-surface p-6" aria-label="Om skribenten">
      {isOwnImage(author.avatar) ? (
        <img src={author.avatar} alt="" width={56} height={56} loading="lazy" className="size-14 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
          aria-hidden="true"
          data-avatar="initialer"
        >
          {authorInitials(author.name)}
        </span>
      )}
      <div>
        <p className="font-bold text-brand-900">{author.name}</p>
        {author.bio && <p className="mt-1 text-muted">{author.bio}</p>}
      </div>
    </aside>
  );
}
