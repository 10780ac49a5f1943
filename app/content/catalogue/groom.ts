import type { FilterDefinition } from "../../lib/catalogue/collection-filter.ts";
import { defineCollection, type CollectionSource, type ItemSource } from "./catalogue-item.ts";

type GroomSource = ItemSource & { category: "traditional" | "shirts" | "accessories"; price: string };

const traditional: GroomSource[] = [
  {
    slug: "ivory-silk-bandi-set",
    title: "Ivory Silk Bandi Set",
    description:
      "A raw-silk bandi in ivory with antique-gold buttons over a matching kurta. Light enough for the haldi, elegant enough for the mehendi.",
    translations: {
      kn: { title: "ದಂತದ ಬಣ್ಣದ ರೇಷ್ಮೆ ಬಂಡಿ ಸೆಟ್" },
      hi: { title: "मोतिया रेशमी बंडी सेट" },
    },
    category: "traditional",
    type: "bandi",
    price: "₹6,800",
    look: "ivory raw-silk bandi with antique-gold buttons over a matching kurta",
  },
  {
    slug: "maroon-zardozi-sherwani",
    title: "Maroon Zardozi Sherwani",
    description:
      "Deep maroon velvet-finish silk with hand zardozi on the collar and cuffs, a churidar and a stole. Fitted in our tailoring room before the day.",
    translations: {
      kn: {
        title: "ಕಡುಗೆಂಪು ಜರ್ದೋಸಿ ಶೇರ್ವಾನಿ",
        description:
          "ಕಾಲರ್ ಮತ್ತು ಕಫ್‌ಗಳ ಮೇಲೆ ಕೈಯಿಂದ ಮಾಡಿದ ಜರ್ದೋಸಿ ಕೆಲಸವಿರುವ ಕಡುಗೆಂಪು ರೇಷ್ಮೆ, ಜೊತೆಗೆ ಚೂಡಿದಾರ್ ಮತ್ತು ದುಪಟ್ಟಾ. ಮದುವೆಗೆ ಮುಂಚೆ ನಮ್ಮ ಟೈಲರಿಂಗ್ ಕೋಣೆಯಲ್ಲಿ ನಿಮ್ಮ ಅಳತೆಗೆ ಹೊಂದಿಸುತ್ತೇವೆ.",
      },
      hi: {
        title: "मैरून ज़रदोज़ी शेरवानी",
        description:
          "गहरे मैरून रेशम पर कॉलर और कफ़ पर हाथ की ज़रदोज़ी, साथ में चूड़ीदार और दुपट्टा। शादी से पहले हमारे सिलाई कक्ष में आपके नाप से फ़िट की जाती है।",
      },
    },
    category: "traditional",
    type: "sherwani",
    extraTypes: ["handwork"],
    price: "₹38,500",
    look: "maroon silk sherwani with gold zardozi on the collar and cuffs",
    alongside: "its ivory churidar",
  },
  {
    slug: "champagne-brocade-sherwani",
    title: "Champagne Brocade Sherwani",
    description:
      "Champagne brocade woven with a small buti, a structured high collar and a clean front. A classic muhurtham choice with an ivory churidar.",
    translations: {
      kn: {
        title: "ಹೊಂಬಣ್ಣದ ಬ್ರೊಕೇಡ್ ಶೇರ್ವಾನಿ",
        description:
          "ಸಣ್ಣ ಬೂಟಿ ನೇಯ್ದ ಹೊಂಬಣ್ಣದ ಬ್ರೊಕೇಡ್, ಎತ್ತರದ ಕಾಲರ್ ಮತ್ತು ಸರಳ ಮುಂಭಾಗ. ದಂತದ ಬಣ್ಣದ ಚೂಡಿದಾರ್ ಜೊತೆ ಮುಹೂರ್ತಕ್ಕೆ ಒಪ್ಪುವ ಸಾಂಪ್ರದಾಯಿಕ ಆಯ್ಕೆ.",
      },
      hi: {
        title: "हल्की सुनहरी ब्रोकेड शेरवानी",
        description:
          "छोटी बूटी वाला हल्का सुनहरा ब्रोकेड, ऊँचा कॉलर और सादा सामना। मोतिया चूड़ीदार के साथ मुहूर्त के लिए एक पक्की पसंद।",
      },
    },
    category: "traditional",
    type: "sherwani",
    price: "₹29,900",
    look: "champagne brocade sherwani with a small woven buti",
    alongside: "its ivory churidar",
  },
  {
    slug: "midnight-asymmetric-indowestern",
    title: "Midnight Asymmetric Indo-Western",
    description:
      "An asymmetric midnight-blue indo-western with a draped front panel and tonal thread work, worn over slim trousers for the reception.",
    translations: {
      kn: { title: "ಕಡುನೀಲಿ ಓರೆ ಕಟ್ ಇಂಡೋ-ವೆಸ್ಟರ್ನ್" },
      hi: { title: "गहरा नीला तिरछे कट का इंडो-वेस्टर्न" },
    },
    category: "traditional",
    type: "indowestern",
    price: "₹24,500",
    look: "midnight-blue asymmetric indo-western with a draped front panel",
  },
  {
    slug: "sage-long-jacket-set",
    title: "Sage Long Jacket Set",
    description:
      "A knee-length sage jacket in textured cotton silk with a kurta and churidar, for a sangeet or a daytime ceremony in the garden.",
    translations: {
      kn: { title: "ತಿಳಿ ಹಸಿರು ಉದ್ದ ಜಾಕೆಟ್ ಸೆಟ್" },
      hi: { title: "हल्का हरा लंबा जैकेट सेट" },
    },
    category: "traditional",
    type: "long-jacket",
    price: "₹16,900",
    look: "sage-green knee-length jacket in textured cotton silk, open over a cream kurta",
    alongside: "a cream churidar",
  },
  {
    slug: "peacock-jacket-kurta-set",
    title: "Peacock Jacket Kurta Set",
    description:
      "A peacock-blue printed jacket layered over a cream kurta with pyjama: three pieces that also work separately after the wedding.",
    translations: {
      kn: { title: "ನವಿಲು ನೀಲಿ ಜಾಕೆಟ್ ಕುರ್ತಾ ಸೆಟ್" },
      hi: { title: "मोरपंखी जैकेट कुर्ता सेट" },
    },
    category: "traditional",
    type: "jacket-kurta",
    price: "₹9,400",
    look: "peacock-blue printed sleeveless jacket over a cream kurta",
    alongside: "a cream pyjama",
  },
  {
    slug: "cream-chikankari-kurta-pyjama",
    title: "Cream Chikankari Kurta Pyjama",
    description:
      "Fine hand chikankari on soft cream cotton with a straight pyjama. Our most requested set for pre-wedding poojas and family functions.",
    translations: {
      kn: {
        title: "ಕೆನೆ ಬಣ್ಣದ ಚಿಕನ್‌ಕಾರಿ ಕುರ್ತಾ ಪೈಜಾಮ",
        description:
          "ಮೃದುವಾದ ಕೆನೆ ಬಣ್ಣದ ಹತ್ತಿಯ ಮೇಲೆ ಸೂಕ್ಷ್ಮ ಕೈ ಚಿಕನ್‌ಕಾರಿ, ನೇರ ಪೈಜಾಮದ ಜೊತೆ. ಮದುವೆಗೆ ಮುಂಚಿನ ಪೂಜೆ ಮತ್ತು ಮನೆಯ ಸಮಾರಂಭಗಳಿಗೆ ಹೆಚ್ಚು ಜನ ಕೇಳುವ ಸೆಟ್.",
      },
      hi: {
        title: "क्रीम चिकनकारी कुर्ता पायजामा",
        description:
          "मुलायम क्रीम सूती कपड़े पर बारीक हाथ की चिकनकारी, सीधे पायजामे के साथ। शादी से पहले की पूजा और घर के समारोहों के लिए हमारा सबसे ज़्यादा माँगा जाने वाला सेट।",
      },
    },
    category: "traditional",
    type: "kurta-pyjama",
    price: "₹5,600",
    look: "cream cotton kurta with white chikankari embroidery",
    alongside: "its cream pyjama",
  },
  {
    slug: "gold-silk-kurta-pyjama",
    title: "Gold Silk Kurta Pyjama",
    description:
      "A soft gold art-silk kurta with a mandarin collar and a contrast ivory pyjama, finished with fabric buttons. Easy to wear all evening.",
    translations: {
      kn: { title: "ಬಂಗಾರದ ಬಣ್ಣದ ರೇಷ್ಮೆ ಕುರ್ತಾ ಪೈಜಾಮ" },
      hi: { title: "सुनहरा रेशमी कुर्ता पायजामा" },
    },
    category: "traditional",
    type: "kurta-pyjama",
    price: "₹4,900",
    look: "soft gold silk kurta with a mandarin collar",
    alongside: "its ivory pyjama",
  },
  {
    slug: "ivory-three-piece-wedding-suit",
    title: "Ivory Three-Piece Wedding Suit",
    description:
      "A three-piece in ivory suiting with a shawl-lapel jacket, waistcoat and trousers, tailored to measure for the reception.",
    translations: {
      kn: { title: "ದಂತದ ಬಣ್ಣದ ಮೂರು ತುಂಡಿನ ಮದುವೆ ಸೂಟ್" },
      hi: { title: "शादी का मोतिया थ्री-पीस सूट" },
    },
    category: "traditional",
    type: "suit",
    price: "₹32,000",
    look: "ivory three-piece wedding suit: a shawl-lapel jacket over its waistcoat and shirt",
    alongside: "the matching trousers",
  },
  {
    slug: "onion-pink-handwork-sherwani",
    title: "Onion Pink Handwork Sherwani",
    description:
      "Onion-pink silk with dense resham and sequin handwork across the yoke, worked by hand over weeks. A statement for the wedding day.",
    translations: {
      kn: {
        title: "ತಿಳಿ ಗುಲಾಬಿ ಕೈಕೆಲಸದ ಶೇರ್ವಾನಿ",
        description: "ಭುಜದ ಭಾಗದಲ್ಲಿ ದಟ್ಟವಾದ ರೇಷ್ಮೆ ದಾರ ಮತ್ತು ಮಿಂಚುಗಳ ಕಸೂತಿ, ವಾರಗಟ್ಟಲೆ ಕೈಯಿಂದ ಮಾಡಿದ್ದು. ಮದುವೆಯ ದಿನ ಎದ್ದು ಕಾಣುವ ಉಡುಪು.",
      },
      hi: {
        title: "प्याज़ी गुलाबी कढ़ाईदार शेरवानी",
        description:
          "प्याज़ी गुलाबी रेशम पर कंधों के पास घनी रेशम और सितारों की कढ़ाई, हफ़्तों तक हाथ से की गई। शादी के दिन सबसे अलग दिखने के लिए।",
      },
    },
    category: "traditional",
    type: "handwork",
    extraTypes: ["sherwani"],
    price: "₹46,000",
    look: "onion-pink silk sherwani with dense resham handwork on the yoke",
  },
  {
    slug: "royal-blue-jodhpuri-suit",
    title: "Royal Blue Jodhpuri Suit",
    description:
      "A closed-neck Jodhpuri jacket in royal-blue suiting with brass buttons and matching trousers. Regal, tailored and timeless.",
    translations: {
      kn: { title: "ಗಾಢ ನೀಲಿ ಜೋಧಪುರಿ ಸೂಟ್" },
      hi: { title: "शाही नीला जोधपुरी सूट" },
    },
    category: "traditional",
    type: "jodhpuri",
    extraTypes: ["suit"],
    price: "₹21,500",
    look: "royal-blue closed-neck Jodhpuri jacket with brass buttons",
    alongside: "its matching trousers",
  },
  {
    slug: "black-open-jodhpuri",
    title: "Black Open Jodhpuri",
    description:
      "An open-front Jodhpuri in black textured suiting with a shaped hem, worn over a shirt for a modern take on the classic bandhgala.",
    translations: {
      kn: { title: "ಮುಂದೆ ತೆರೆದ ಕಪ್ಪು ಜೋಧಪುರಿ" },
      hi: { title: "सामने से खुला काला जोधपुरी" },
    },
    category: "traditional",
    type: "open-jodhpuri",
    extraTypes: ["jodhpuri"],
    price: "₹18,500",
    look: "black open-front Jodhpuri jacket with a shaped hem, worn over a white band-collar shirt",
  },
  {
    slug: "wine-velvet-tuxedo-blazer",
    title: "Wine Velvet Tuxedo Blazer",
    description:
      "A wine velvet blazer with black satin peak lapels, for the cocktail night or the reception with black trousers and a bow tie.",
    translations: {
      kn: { title: "ವೈನ್ ಬಣ್ಣದ ವೆಲ್ವೆಟ್ ಟಕ್ಸೆಡೋ ಬ್ಲೇಜರ್" },
      hi: { title: "वाइन रंग का मखमली टक्सीडो ब्लेज़र" },
    },
    category: "traditional",
    type: "blazer",
    price: "₹14,900",
    look: "wine velvet tuxedo blazer with black satin peak lapels over a white shirt and black bow tie",
  },
];

const shirts: GroomSource[] = [
  {
    slug: "gold-sequin-party-shirt",
    title: "Gold Sequin Party Shirt",
    description:
      "Tonal gold sequins scattered on a black georgette shirt, for the sangeet dance floor. Lined at the body so it sits comfortably.",
    category: "shirts",
    type: "party-wear",
    price: "₹4,200",
    look: "black georgette party shirt with scattered gold sequins",
  },
  {
    slug: "white-wedding-formal-shirt",
    title: "White Wedding Formal Shirt",
    description:
      "Fine twill in bright white with a wing-tip option and French cuffs: the shirt under the wedding suit, pressed and ready.",
    category: "shirts",
    type: "formal",
    price: "₹3,200",
    look: "bright white twill wedding shirt with French cuffs and cufflinks",
  },
  {
    slug: "mint-mehendi-casual-shirt",
    title: "Mint Mehendi Casual Shirt",
    description:
      "A light mint cotton shirt with a small leaf print, cut relaxed for the mehendi afternoon. Pairs with white trousers or a dhoti.",
    category: "shirts",
    type: "casual",
    price: "₹2,600",
    look: "mint-green cotton shirt with a small leaf print",
  },
  {
    slug: "ivory-threadwork-designer-shirt",
    title: "Ivory Threadwork Designer Shirt",
    description:
      "Ivory cotton silk with fine tone-on-tone threadwork on the placket and collar, a designer shirt that holds its own without a jacket.",
    category: "shirts",
    type: "designer",
    price: "₹5,400",
    look: "ivory cotton-silk designer shirt with threadwork on the placket",
  },
  {
    slug: "teal-open-indowestern-shirt",
    title: "Teal Open Indo-Western Shirt",
    description:
      "A longline shirt in teal with an open Indo-Western front and a band collar, layered over a tee or a kurta for a relaxed function.",
    category: "shirts",
    type: "open-indowestern",
    price: "₹3,900",
    look: "teal longline open-front Indo-Western shirt with a band collar, over a cream tee",
  },
  {
    slug: "powder-blue-linen-shirt",
    title: "Powder Blue Linen Shirt",
    description:
      "Pure linen in powder blue with mother-of-pearl buttons, for a daytime ceremony or the beach wedding you are travelling to.",
    category: "shirts",
    type: "linen",
    price: "₹3,600",
    look: "powder-blue pure linen shirt with mother-of-pearl buttons",
  },
  {
    slug: "indigo-denim-party-shirt",
    title: "Indigo Denim Party Shirt",
    description:
      "Soft indigo denim with contrast stitching and pearl snaps, for the bachelor night and the after-party when the jacket comes off.",
    category: "shirts",
    type: "denim",
    extraTypes: ["party-wear"],
    price: "₹2,900",
    look: "indigo denim shirt with pearl snap buttons",
  },
  {
    slug: "emerald-pure-silk-shirt",
    title: "Emerald Pure Silk Shirt",
    description:
      "A rich emerald shirt in pure silk with a soft drape and a concealed placket. The colour photographs beautifully at evening functions.",
    category: "shirts",
    type: "silk",
    price: "₹6,200",
    look: "emerald-green pure silk shirt with a concealed placket",
  },
];

const accessories: GroomSource[] = [
  {
    slug: "gold-embroidered-mojdi",
    title: "Gold Embroidered Mojdi",
    description:
      "Handcrafted leather mojdis with gold zari embroidery and a cushioned sole, so you can stand through the long ceremony in comfort.",
    translations: {
      kn: { title: "ಚಿನ್ನದ ಕಸೂತಿಯ ಮೊಜಡಿ" },
      hi: { title: "सुनहरी कढ़ाई वाली मोजड़ी" },
    },
    category: "accessories",
    type: "mojdi",
    price: "₹2,800",
    look: "pair of leather mojdis with gold zari embroidery",
  },
  {
    slug: "ivory-gold-wedding-safa",
    title: "Ivory and Gold Wedding Safa",
    description:
      "A pre-tied safa in ivory silk with a gold leheriya band and a brooch loop, sized in store so it sits right all day.",
    translations: {
      kn: { title: "ದಂತ ಮತ್ತು ಚಿನ್ನದ ಬಣ್ಣದ ಮದುವೆ ಪೇಟ" },
      hi: { title: "मोतिया-सुनहरा शादी का साफ़ा" },
    },
    category: "accessories",
    type: "safa",
    price: "₹3,500",
    look: "pre-tied ivory silk wedding safa with a gold band",
  },
  {
    slug: "pearl-kundan-groom-mala",
    title: "Pearl and Kundan Groom Mala",
    description:
      "Layered strands of faux pearls with a kundan pendant, made to sit neatly over a sherwani collar for the wedding photographs.",
    translations: {
      kn: { title: "ಮುತ್ತು ಮತ್ತು ಕುಂದನ್ ಮದುಮಗನ ಹಾರ" },
      hi: { title: "मोती और कुंदन की दूल्हे की माला" },
    },
    category: "accessories",
    type: "mala",
    price: "₹4,500",
    look: "layered pearl groom mala with a kundan pendant",
  },
  {
    slug: "champagne-silk-tie",
    title: "Champagne Silk Tie",
    description:
      "A woven champagne silk tie with a fine diagonal texture, to finish the reception suit. Comes with a matching pocket square.",
    translations: {
      kn: { title: "ಹೊಂಬಣ್ಣದ ರೇಷ್ಮೆ ಟೈ" },
      hi: { title: "हल्की सुनहरी रेशमी टाई" },
    },
    category: "accessories",
    type: "tie",
    price: "₹1,600",
    look: "champagne woven silk tie with a diagonal texture",
    alongside: "its matching pocket square",
  },
  {
    slug: "antique-gold-sherwani-broach",
    title: "Antique Gold Sherwani Broach",
    description:
      "An antique-gold broach with a cabochon stone and a short chain, pinned at the chest of a sherwani or the side of a safa.",
    translations: {
      kn: { title: "ಹಳೆಯ ಚಿನ್ನದ ಶೈಲಿಯ ಶೇರ್ವಾನಿ ಬ್ರೂಚ್" },
      hi: { title: "एंटीक सुनहरा शेरवानी ब्रोच" },
    },
    category: "accessories",
    type: "broach",
    price: "₹1,900",
    look: "antique-gold sherwani broach with a cabochon stone and a short chain",
  },
  {
    slug: "black-leather-suspenders",
    title: "Black Leather-Tab Suspenders",
    description:
      "Black suspenders with leather tabs and gold-tone clips, for the tuxedo or the three-piece when you take the jacket off to dance.",
    translations: {
      kn: { title: "ಚರ್ಮದ ಪಟ್ಟಿಯ ಕಪ್ಪು ಸಸ್ಪೆಂಡರ್ಸ್" },
      hi: { title: "चमड़े के टैब वाले काले सस्पेंडर" },
    },
    category: "accessories",
    type: "suspenders",
    price: "₹1,400",
    look: "black suspenders with leather tabs and gold-tone clips",
  },
  {
    slug: "silver-ceremonial-vel",
    title: "Silver-Finish Ceremonial Vel",
    description:
      "A silver-finish ceremonial vel with a carved handle, carried by the groom in South Indian wedding traditions. Light and easy to hold.",
    translations: {
      kn: { title: "ಬೆಳ್ಳಿ ಲೇಪನದ ಶುಭಕಾರ್ಯದ ವೇಲ್" },
      hi: { title: "चाँदी जैसी चमक वाला रस्मी वेल" },
    },
    category: "accessories",
    type: "vel",
    price: "₹2,200",
    look: "silver-finish ceremonial vel with a carved handle",
  },
];

/**
 * The groom catalogue (docs/behaviour.md#collection-list): 28 items, 4 images each, price as display text. A piece a
 * shopper would look for under two sub-filters lists the second in `extraTypes` (the
 * handwork sherwanis are sherwanis; the open Jodhpuri is a Jodhpuri).
 */
export const groomSource: CollectionSource = {
  id: "groom",
  imageCount: 4,
  hero: {
    look: "maroon sherwani with gold embroidery beside an ivory churidar on a studio rail",
    art: {
      garment: "sherwani",
      colors: ["#5e1a26", "#c39b57", "#efe6d0"],
      pattern: "embroidered",
      with: [{ garment: "churidar", colors: ["#efe6d0"], pattern: "solid" }],
    },
    composition: "single",
  },
  items: [...traditional, ...shirts, ...accessories],
};

export const groomCollection = defineCollection(groomSource);

/** Main groups, and a sub-filter per group: choosing a group clears it (docs/behaviour.md#collection-filters). */
export const groomFilters: FilterDefinition = {
  categories: {
    label: "Collection",
    options: [
      { value: "all", label: "All Collections" },
      { value: "traditional", label: "Traditional" },
      { value: "shirts", label: "Shirts" },
      { value: "accessories", label: "Accessories" },
    ],
  },
  defaultCategory: "all",
  typesByCategory: {
    traditional: {
      label: "Traditional wear",
      options: [
        { value: "bandi", label: "Bandi" },
        { value: "sherwani", label: "Sherwani" },
        { value: "indowestern", label: "Indowestern" },
        { value: "long-jacket", label: "Long Jacket" },
        { value: "jacket-kurta", label: "Jacket Kurta" },
        { value: "kurta-pyjama", label: "Kurta Pyjama" },
        { value: "suit", label: "Suit" },
        { value: "handwork", label: "Handwork" },
        { value: "jodhpuri", label: "Jodhpuri" },
        { value: "open-jodhpuri", label: "Open Jodhpuri" },
        { value: "blazer", label: "Blazer" },
      ],
    },
    accessories: {
      label: "Accessories",
      options: [
        { value: "mojdi", label: "Mojdi" },
        { value: "safa", label: "Safa" },
        { value: "mala", label: "Mala" },
        { value: "tie", label: "Tie" },
        { value: "broach", label: "Broach" },
        { value: "suspenders", label: "Suspenders" },
        { value: "vel", label: "Vel" },
      ],
    },
    shirts: {
      label: "Shirts",
      options: [
        { value: "party-wear", label: "Party Wear" },
        { value: "formal", label: "Formal" },
        { value: "casual", label: "Casual" },
        { value: "designer", label: "Designer" },
        { value: "open-indowestern", label: "Open Indowestern" },
        { value: "linen", label: "Linen" },
        { value: "denim", label: "Denim" },
        { value: "silk", label: "Silk" },
      ],
    },
  },
};
