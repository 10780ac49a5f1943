import { ChevronDown, Menu, X } from "lucide-react";
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { useDismiss } from "~/components/ui/use-dismiss";
import { mainNavigation, type NavItem } from "~/content/navigation";
import { cn } from "~/lib/ui/cn";
import { normalizePathname } from "~/lib/catalogue/paths";
import { BrandMark } from "./brand-mark";
import { useStore } from "~/components/site/site-context";
import { GetInTouchLink } from "./get-in-touch-link";
import { HeaderSearch } from "./header-search";

const desktopLink =
  "relative px-1 py-2 text-[0.8rem] font-medium uppercase tracking-[0.14em] text-ink-soft transition-colors duration-150 hover:text-ink aria-[current=page]:text-ink after:absolute after:inset-x-1 after:-bottom-0.5 after:h-px after:origin-left after:scale-x-0 after:bg-brass after:transition-transform after:duration-200 hover:after:scale-x-100 aria-[current=page]:after:scale-x-100 data-current:text-ink data-current:after:scale-x-100";

function isInSubmenu(item: NavItem, pathname: string) {
  const path = normalizePathname(pathname);
  return item.submenu?.some((link) => link.href === path) ?? false;
}

function DesktopSubmenu({ item }: { item: Extract<NavItem, { submenu: readonly unknown[] }> }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, containerRef, buttonRef);
  const active = isInSubmenu(item, pathname);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        // Marked like the current page's link when that page is in this menu (a button
        // is not the page itself, so not aria-current="page").
        data-current={active || undefined}
        className={cn(desktopLink, "flex items-center gap-1")}
      >
        {item.name}
        <ChevronDown
          aria-hidden="true"
          className={cn("h-3.5 w-3.5 transition-transform duration-200", open && "rotate-180")}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-1/2 z-50 mt-3 w-64 -translate-x-1/2 rounded-card border border-line bg-paper p-2 shadow-xl shadow-ink/10"
      >
        <ul>
          {item.submenu.map((link) => (
            <li key={link.href}>
              <NavLink
                to={link.href}
                onClick={close}
                className="block rounded px-3 py-2.5 text-sm text-ink-soft transition-colors hover:bg-sand hover:text-ink aria-[current=page]:bg-sand aria-[current=page]:font-medium aria-[current=page]:text-ink"
              >
                {link.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The phone's menu: a <details>, so the toggle and the Collections list open at the
 * first tap, before the page's script runs (and without it). The submenus share a
 * `name`: opening one closes the other, tapping it again closes it. Script adds what
 * <details> lacks: Escape and a tap outside close it, and so does opening the search.
 */
function MobileMenu({
  menuRef,
  toggleRef,
  onToggle,
  onNavigate,
}: {
  menuRef: RefObject<HTMLDetailsElement | null>;
  toggleRef: RefObject<HTMLElement | null>;
  onToggle: (open: boolean) => void;
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  const submenuName = useId();

  return (
    <details
      ref={menuRef}
      data-slot="mobile-menu"
      onToggle={(event) => onToggle(event.currentTarget.open)}
      className="group/menu lg:hidden"
    >
      <summary
        ref={toggleRef}
        data-slot="menu-toggle"
        aria-label="Menu"
        className="flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-card text-ink hover:bg-sand [&::-webkit-details-marker]:hidden"
      >
        <Menu aria-hidden="true" className="h-6 w-6 group-open/menu:hidden" />
        <X aria-hidden="true" className="hidden h-6 w-6 group-open/menu:block" />
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-7rem)] overflow-y-auto border-y border-line bg-paper shadow-lg"
      >
        <ul className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          {mainNavigation.map((item) =>
            item.submenu ? (
              <li key={item.name}>
                <details name={submenuName} className="group/submenu">
                  <summary
                    className={cn(
                      "flex w-full cursor-pointer list-none items-center justify-between py-3 text-left text-base font-medium [&::-webkit-details-marker]:hidden",
                      isInSubmenu(item, pathname) ? "text-ink" : "text-ink-soft",
                    )}
                  >
                    {item.name}
                    <ChevronDown
                      aria-hidden="true"
                      className="h-4 w-4 transition-transform duration-200 group-open/submenu:rotate-180"
                    />
                  </summary>
                  <ul className="mb-2 border-l-2 border-brass/60 pl-4">
                    {item.submenu.map((link) => (
                      <li key={link.href}>
                        <NavLink
                          to={link.href}
                          onClick={onNavigate}
                          className="block py-2.5 text-sm text-ink-soft aria-[current=page]:font-semibold aria-[current=page]:text-brass-deep"
                        >
                          {link.name}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={item.href}>
                <NavLink
                  to={item.href}
                  end={item.href === "/"}
                  onClick={onNavigate}
                  className="block py-3 text-base font-medium text-ink-soft aria-[current=page]:text-brass-deep"
                >
                  {item.name}
                </NavLink>
              </li>
            ),
          )}
          <li className="pt-3 pb-2">
            <GetInTouchLink
              onNavigate={onNavigate}
              className="block rounded-card bg-brass px-5 py-3 text-center text-sm font-semibold tracking-[0.14em] text-ink uppercase"
            >
              Get In Touch
            </GetInTouchLink>
          </li>
        </ul>
      </nav>
    </details>
  );
}

export function SiteHeader() {
  const store = useStore();
  const headerRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const searchRef = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  const closeMobile = useCallback(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, []);
  const toggleRef = useRef<HTMLElement>(null);
  // Any navigation, back and forward included, closes the menu; on hydration it stays
  // as the visitor left it (opened before the script ran, say).
  const menuPath = useRef(pathname);
  useEffect(() => {
    if (menuPath.current !== pathname) closeMobile();
    menuPath.current = pathname;
  }, [pathname, closeMobile]);
  // Read from the <details> itself, which may have been opened before the script ran
  // or a moment ago, before its toggle event reached React.
  const mobileOpen = useCallback(() => menuRef.current?.open ?? false, []);
  useDismiss(mobileOpen, closeMobile, headerRef, toggleRef);

  function onMenuToggle(open: boolean) {
    // One panel at a time: the menu closes the search, the search the menu.
    if (open && searchRef.current) searchRef.current.open = false;
  }

  return (
    // 95 % ivory, never less: over the navy sections that scroll under it, 85 % left
    // "Since 1984" (brass-deep) at 4.35:1, under WCAG's 4.5 (axe caught it mid-scroll
    // on the booking confirmation); 95 % keeps 5.3:1 over navy.
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-line bg-ivory/95 backdrop-blur">
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:h-20">
        <BrandMark name={store.name} since={store.foundedYear} />
        {/* 24 px between links up to 1536 px wide: at 1280 the search button needs the room. */}
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-6 2xl:gap-8">
            {mainNavigation.map((item) => (
              <li key={item.name}>
                {item.submenu ? (
                  <DesktopSubmenu item={item} />
                ) : (
                  <NavLink to={item.href} end={item.href === "/"} className={desktopLink}>
                    {item.name}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* Remounted, so closed, on every navigation (a search included). */}
          <HeaderSearch key={pathname + search} detailsRef={searchRef} onOpen={closeMobile} />
          <GetInTouchLink className="hidden rounded-card bg-brass px-5 py-2.5 text-xs font-semibold tracking-[0.16em] text-ink uppercase transition-colors duration-150 hover:bg-[#b48a45] sm:inline-block">
            Get In Touch
          </GetInTouchLink>
          <MobileMenu menuRef={menuRef} toggleRef={toggleRef} onToggle={onMenuToggle} onNavigate={closeMobile} />
        </div>
      </div>
    </header>
  );
}
