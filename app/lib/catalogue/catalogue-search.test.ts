import { describe, expect, it } from "vitest";
import { screenSeeds } from "../../content/catalogue/screens.ts";
import { popularSearches } from "../../content/site/search.ts";
import { crossScriptWords } from "../../content/site/search-words.ts";
import {
  buildSearchIndex,
  canonicalWord,
  itemSearchFields,
  queryTerms,
  searchCatalogue,
  type SearchFields,
  searchVocabulary,
  singular,
} from "./catalogue-search.ts";
import { cleanQuery, QUERY_MAX_LENGTH } from "./search-query.ts";

/** The catalogue as first installed (the seed the database starts from), indexed as the server does. */
const seedItems = screenSeeds.flatMap((seed) =>
  seed.source.items.map((item) => ({
    item,
    collection: seed.screen.name,
    fields: itemSearchFields({ name: seed.screen.name, filters: seed.filters }, item),
  })),
);
const vocabulary = searchVocabulary(crossScriptWords);
const seedIndex = buildSearchIndex(
  seedItems.map((entry) => ({ fields: entry.fields, value: entry })),
  vocabulary,
);
const titles = (query: string) => searchCatalogue(seedIndex, query).map((hit) => hit.item.title);
const types = (query: string) => searchCatalogue(seedIndex, query).map((hit) => hit.item.type);

function index(...entries: Array<Partial<SearchFields> & { title: string }>) {
  return buildSearchIndex(
    entries.map((fields) => ({
      fields: { description: "", collection: "Test Collection", ...fields },
      value: fields.title,
    })),
  );
}

describe("cleanQuery", () => {
  it("trims and collapses spaces, and is empty for nothing", () => {
    expect(cleanQuery("  kurta \t  pyjama \n")).toBe("kurta pyjama");
    expect(cleanQuery(null)).toBe("");
    expect(cleanQuery("   ")).toBe("");
  });

  it(`cuts a long query at ${QUERY_MAX_LENGTH} characters, before a word it would split, never inside a character`, () => {
    const cut = cleanQuery("sherwani ".repeat(40));
    expect(cut).toBe(Array(11).fill("sherwani").join(" ")); // 98 characters: the 12th word would be split
    expect(cleanQuery(`${"a".repeat(99)} kurta`)).toBe("a".repeat(99));
    const emoji = cleanQuery("👔".repeat(150));
    expect([...emoji]).toHaveLength(QUERY_MAX_LENGTH);
    expect(emoji).toBe("👔".repeat(QUERY_MAX_LENGTH));
  });
});

describe("words", () => {
  it.each([
    ["sherwanis", "sherwani"],
    ["kurtas", "kurta"],
    ["accessories", "accessory"],
    ["dresses", "dress"],
    ["watches", "watch"],
    ["ties", "tie"],
    ["dhotis", "dhoti"],
    ["jeans", "jean"],
    ["dress", "dress"],
    ["bus", "bus"],
  ])("%s is one %s", (plural, one) => {
    expect(singular(plural)).toBe(one);
  });

  it("brings the shop's other spellings to one", () => {
    expect(canonicalWord("tees")).toBe("tshirt");
    expect(canonicalWord("pajamas")).toBe("pyjama");
    expect(canonicalWord("pants")).toBe("trouser");
    expect(canonicalWord("veshti")).toBe("dhoti");
    expect(canonicalWord("brooch")).toBe("broach");
  });
});

describe("queryTerms", () => {
  it("reads T-shirt however it is written", () => {
    for (const query of ["t-shirt", "T-Shirts", "tshirt", "T shirt", "tee", "Tees", "t–shirt"]) {
      expect(queryTerms(query), query).toEqual(["tshirt"]);
    }
  });

  it("keeps a hyphenated pair together and a spaced pair apart", () => {
    expect(queryTerms("Kurta-Pyjamas")).toEqual(["kurtapyjama"]);
    expect(queryTerms("kurta  pyjamas")).toEqual(["kurta", "pyjama"]);
    expect(queryTerms("3/4th capri")).toEqual(["34th", "capri"]);
  });

  it("ignores case, accents, punctuation and words that say nothing", () => {
    expect(queryTerms("  SHERWÁNI!! ")).toEqual(["sherwani"]);
    expect(queryTerms("Shirts for men")).toEqual(["shirt"]);
    expect(queryTerms("men's linen shirt, please?")).toEqual(["linen", "shirt", "please"]);
    expect(queryTerms("a shirt")).toEqual(["shirt"]);
  });

  it("keeps the stop words of a query that has nothing else, but not a lone letter", () => {
    expect(queryTerms("men")).toEqual(["men"]);
    expect(queryTerms("a")).toEqual([]);
    expect(queryTerms("!!! ---")).toEqual([]);
  });
});

describe("searchCatalogue over the seed catalogue", () => {
  it("finds the sherwanis for 'sherwanis', sherwanis before the broach that goes with one", () => {
    const found = titles("sherwanis");
    expect(found.slice(0, 3).sort()).toEqual(
      ["Champagne Brocade Sherwani", "Maroon Zardozi Sherwani", "Onion Pink Handwork Sherwani"].sort(),
    );
    expect(found).toContain("Antique Gold Sherwani Broach");
    expect(found.indexOf("Antique Gold Sherwani Broach")).toBeGreaterThan(2);
    expect(titles("SHERWANI")).toEqual(found);
  });

  it("puts the kurta pyjamas first for 'kurta pyjama', 'kurta pyjamas' and 'kurta-pyjama'", () => {
    const kurtaPyjamas = seedItems.filter((e) => e.item.type === "kurta-pyjama").map((e) => e.item.title);
    expect(kurtaPyjamas).toHaveLength(2);
    for (const query of ["kurta pyjama", "Kurta Pyjamas", "kurta-pyjama", "kurta pajama"]) {
      expect(titles(query).slice(0, 2).sort(), query).toEqual([...kurtaPyjamas].sort());
    }
  });

  it("lists every tee and T-shirt the same whichever way it is asked", () => {
    const expected = titles("t-shirt");
    for (const title of seedItems.map((e) => e.item.title).filter((t) => /\b(tee|t-shirt)\b/i.test(t))) {
      expect(expected).toContain(title);
    }
    for (const query of ["tshirt", "tee", "T shirts", "tees"]) expect(titles(query), query).toEqual(expected);
  });

  it("finds shirts for 'shirts', a shirt first and not a shirt-and-dhoti set", () => {
    const found = titles("shirts");
    for (const title of seedItems.map((e) => e.item.title).filter((t) => /\bshirt$/i.test(t))) {
      expect(found).toContain(title);
    }
    expect(found[0]).toMatch(/Shirt$/);
    const firstSet = found.findIndex((t) => / Set$/.test(t));
    const lastShirt = found.findLastIndex((t) => /Shirt$/.test(t));
    expect(firstSet).toBeGreaterThan(lastShirt);
  });

  it("needs every word: 'silk tie' is the tie, not every silk piece", () => {
    expect(titles("silk tie")).toEqual(["Champagne Silk Tie"]);
    for (const hit of searchCatalogue(seedIndex, "blue shirt")) {
      const text = Object.values(hit.fields).join(" ").toLowerCase();
      expect(text).toContain("blue");
      expect(text).toContain("shirt");
    }
  });

  it("reads the type, brand, fabric and collection too", () => {
    expect(types("jodhpuri")).toContain("open-jodhpuri"); // "Black Open Jodhpuri" by its type label
    expect(titles("jockey").sort()).toEqual(["Jockey Cotton Vest", "Jockey Lounge Shorts"]);
    expect(titles("winter jacket").length).toBeGreaterThan(0);
    expect(titles("accessories")).toHaveLength(7); // the groom screen's Accessories group
  });

  it("knows pants are trousers, dhothi and veshti are dhotis, a brooch is the broach", () => {
    expect(titles("pants")).toEqual(
      expect.arrayContaining(["Navy Cotton Track Pants", "Charcoal Flat-Front Trousers"]),
    );
    expect(titles("veshti")).toEqual(titles("dhoti"));
    expect(titles("dhothis")).toEqual(titles("dhoti"));
    expect(titles("brooch")).toContain("Antique Gold Sherwani Broach");
  });

  it("finds an unfinished word of four letters or more, but not from three", () => {
    expect(titles("sherw")).toEqual(expect.arrayContaining(["Maroon Zardozi Sherwani"]));
    expect(titles("cap")).not.toContain("Olive 3/4th Capri");
  });

  it("finds nothing for words the catalogue does not have, or for nothing", () => {
    expect(titles("xyzzy")).toEqual([]);
    expect(titles("sherwani xyzzy")).toEqual([]);
    expect(titles("")).toEqual([]);
    expect(titles("a")).toEqual([]);
  });

  it("answers a query of the longest length without trouble", () => {
    const long = "sherwani ".repeat(500);
    expect(titles(long)).toEqual(titles("sherwani"));
  });

  it("has something for every popular search the page offers", () => {
    for (const word of popularSearches) expect(titles(word).length, word).toBeGreaterThan(0);
  });
});

describe("ranking", () => {
  it("puts a title match before a description match, whatever the order given", () => {
    const found = searchCatalogue(
      index(
        { title: "Olive Casual Shirt", description: "Soft cotton in an easy linen weave." },
        { title: "Linen Trousers", description: "Cool for summer." },
      ),
      "linen",
    );
    expect(found).toEqual(["Linen Trousers", "Olive Casual Shirt"]);
  });

  it("puts the phrase as typed before the same words apart", () => {
    const found = searchCatalogue(
      index({ title: "Silk Shirt, Gold Border" }, { title: "Gold Silk Shirt" }, { title: "Gold Shirt in Silk" }),
      "gold silk",
    );
    expect(found[0]).toBe("Gold Silk Shirt");
    expect(found).toHaveLength(3);
  });

  it("keeps the catalogue's order between equals", () => {
    const found = searchCatalogue(index({ title: "Navy Blazer" }, { title: "Black Blazer" }), "blazer");
    expect(found).toEqual(["Navy Blazer", "Black Blazer"]);
  });
});

describe("itemSearchFields", () => {
  it("gives an item its type and category labels from its screen", () => {
    const groom = screenSeeds.find((s) => s.screen.path === "/groom")!;
    const sherwani = groom.source.items.find((i) => i.type === "sherwani")!;
    const fields = itemSearchFields({ name: groom.screen.name, filters: groom.filters }, sherwani);
    expect(fields).toMatchObject({ type: "Sherwani", category: "Traditional", collection: "Groom Collections" });
  });

  it("gives the brand and fabric when the item has them", () => {
    const entry = seedItems.find((e) => e.item.brand === "Jockey" && e.item.fabric)!;
    expect(entry.fields.brand).toBe("Jockey");
    expect(entry.fields.fabric).toBe(entry.item.fabric);
  });
});

describe("search across scripts (issue 33)", () => {
  const sherwanis = () => titles("sherwani");

  it("finds the sherwanis for ಶೇರ್ವಾನಿ and शेरवानी, as for sherwani, and a long or short vowel alike", () => {
    expect(sherwanis().length).toBeGreaterThan(2);
    for (const query of ["ಶೇರ್ವಾನಿ", "शेरवानी", "शेरवानि", "ಶೆರ್ವಾನಿ", "ಶೇರ್ವಾನಿಗಳು"]) {
      expect(titles(query), query).toEqual(sherwanis());
    }
  });

  it("finds the dhotis for ಪಂಚೆ, धोती and ವೇಷ್ಟಿ, and the kurtas for kurta, ಕುರ್ತಾ and कुर्ता", () => {
    const dhotis = titles("dhoti");
    expect(dhotis.length).toBeGreaterThan(3);
    for (const query of ["ಪಂಚೆ", "धोती", "ವೇಷ್ಟಿ", "ಧೋತಿ"]) expect(titles(query), query).toEqual(dhotis);
    const kurtas = titles("kurta");
    expect(kurtas).toEqual(expect.arrayContaining(["Cream Chikankari Kurta Pyjama", "Gold Silk Kurta Pyjama"]));
    for (const query of ["ಕುರ್ತಾ", "कुर्ता", "कुरता"]) expect(titles(query), query).toEqual(kurtas);
    expect(titles("ರೇಷ್ಮೆ ಶರ್ಟ್")).toEqual(titles("silk shirt"));
  });

  it("reads both sides in NFC and without the joiners a keyboard leaves", () => {
    const decomposed = "ಶೇರ್ವಾನಿ".normalize("NFD");
    expect(decomposed).not.toBe("ಶೇರ್ವಾನಿ");
    expect(titles(decomposed)).toEqual(sherwanis());
    expect(titles("ಶೇರ್\u200cವಾನಿ")).toEqual(sherwanis());
    expect(titles("जोधपुरी")).toEqual(titles("jodhpuri"));
  });

  it("finds a staff member's Kannada or Hindi title, by its own words and by the English word", () => {
    const shawl = itemSearchFields(
      { name: "Winter", filters: { defaultCategory: "all" } },
      { title: "Grey Wool Wrap", description: "Warm.", type: "wrap" },
      { kn: { title: "ಮೈಸೂರು ಉಣ್ಣೆ ಶಾಲು" }, hi: { title: "ऊनी शॉल" } },
    );
    const found = searchCatalogue(
      buildSearchIndex(
        [
          { fields: shawl, value: "wrap" },
          { fields: { title: "Linen Shirt", description: "", collection: "Casual" }, value: "shirt" },
        ],
        vocabulary,
      ),
      "ಮೈಸೂರು",
    );
    expect(found).toEqual(["wrap"]);
    const index = buildSearchIndex([{ fields: shawl, value: "wrap" }], vocabulary);
    for (const query of ["shawl", "शाल", "ಶಾಲು", "ऊनी"]) expect(searchCatalogue(index, query), query).toEqual(["wrap"]);
  });

  it("lists every spelling of the table as one word, none claimed by two garments", () => {
    const seen = new Map<string, string>();
    for (const entry of crossScriptWords) {
      for (const spelling of [...entry.kn, ...entry.hi]) {
        expect(spelling.trim().split(/\s+/), spelling).toHaveLength(1);
        expect(seen.get(spelling) ?? entry.word, spelling).toBe(entry.word);
        seen.set(spelling, entry.word);
      }
    }
  });
});
