import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// What every public page needs (header, footer, banner, chat button, the store's
// settings they read and its details, links and icons; page meta; the responsive
// picture and its URLs)
// travels as one chunk instead of a dozen tiny ones: fewer requests, and gzip works
// across it. With it go small pieces many public pages share (the site's image
// references, the right arrow, the history state of a link that opens a view over
// its page): split out, each cost its pages a request whose headers (~1 KB)
// outweighed it.
const SHELL_MODULE =
  /[\\/]app[\\/](components[\\/]layout[\\/]|components[\\/]site[\\/](site-context|store-details)\.|components[\\/]ui[\\/](social-icons|use-dismiss|use-mounted|button-variants|picture|use-covered-page)\.|components[\\/]catalogue[\\/]item-link-state\.|content[\\/](navigation|routes-meta|site[\\/]site-image)\.|lib[\\/](contact[\\/]links|insights[\\/]beacon-protocol|ui[\\/]cn|catalogue[\\/]paths|settings[\\/]address|seo[\\/](seo|site-meta)|media[\\/](images|image-ref))\.)|[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared[\\/]|context|icons[\\/](message-circle|phone|mail|map-pin|clock|menu|x|chevron-down|search|arrow-right)\.)/;

// A small piece of the home, about, offers and visit pages (the section heading): its
// own file rather than a copy in each page.
const PAGE_PARTS_MODULE = /[\\/]app[\\/]components[\\/]site[\\/]section-heading\./;

// The image URL rules travel with the page metadata (every public page has both):
// left to itself the bundler splits them into a chunk of a few hundred bytes, since
// the staff screens' thumbnails use them too.
const SEO_MODULE = /[\\/]app[\\/]lib[\\/](seo[\\/]seo|media[\\/]images)\./;

// What the public contact form and the staff forms share (the field wiring, the
// request deadline, the contact fields' names): one chunk rather than three of a
// few hundred bytes each, every one paying gzip's per-file overhead.
const FORM_MODULE =
  /[\\/]app[\\/](components[\\/]ui[\\/]field|lib[\\/](ui[\\/]request-timeout|contact[\\/]contact-fields))\./;

const FRAMEWORK_MODULE =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;

// The one carousel with its two arrow icons (two staff screens use them too): the
// home page, offers, gallery and slider fetch one file instead of three, each paying
// a response's headers (~1 KB) for a few hundred bytes.
const CAROUSEL_MODULE =
  /[\\/]app[\\/]components[\\/]ui[\\/](carousel|use-carousel|use-page-settled)\.|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]chevron-(left|right)\./;

// What a collection page and the search page share around their item cards (the
// card, the filters, an item's rating line, the collection's icons that staff screens
// use too): one file instead of nine of a few hundred bytes, each of which cost a
// request and its headers on every collection page.
const CATALOGUE_MODULE =
  /[\\/]app[\\/](components[\\/]catalogue[\\/]item-card|lib[\\/]catalogue[\\/](collection-view|item-inquiry|collection-filter)|lib[\\/]reviews[\\/]item-rating)\.|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](sliders-horizontal|rotate-ccw|arrow-down)\./;

// Stars and the rules for showing a rating, which /offers and /reviews use without
// the item cards: their own file, or the catalogue's would come along with them.
const RATING_MODULE =
  /[\\/]app[\\/](lib[\\/]catalogue[\\/]rating|components[\\/]catalogue[\\/]star-rating|lib[\\/]reviews[\\/]review-(rules|aggregate))\.|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]star\./;

// Nothing here depends on where the site is served: SITE_URL is read by the server at
// start (app/services/platform/config.server.ts), so one build serves any domain.
export default defineConfig(() => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    // No preload helper (0.8 KB gzip on the pages with a lazy part: the contact form's
    // checks, the toasts): a lazy chunk fetches what it imports itself. Each is loaded
    // ahead of its use (on focus, at idle), so the second hop costs no visible wait, and
    // the page's own modules are still preloaded by React Router's links.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework keeps its own chunks (the floor every page pays anyway).
            { name: "framework", test: FRAMEWORK_MODULE, priority: 20 },
            { name: "shell", test: (id: string) => SHELL_MODULE.test(id), priority: 10 },
            { name: "forms", test: (id: string) => FORM_MODULE.test(id), priority: 8 },
            { name: "carousel", test: (id: string) => CAROUSEL_MODULE.test(id), priority: 7 },
            { name: "rating", test: (id: string) => RATING_MODULE.test(id), priority: 6.5 },
            { name: "catalogue", test: (id: string) => CATALOGUE_MODULE.test(id), priority: 6 },
            { name: "seo", test: (id: string) => SEO_MODULE.test(id), priority: 5 },
            { name: "page-parts", test: (id: string) => PAGE_PARTS_MODULE.test(id), priority: 4 },
          ],
        },
      },
    },
  },
}));
