import type { FilterDefinition } from "../../lib/catalogue/collection-filter.ts";
import { defineCollection, type CollectionSource } from "./catalogue-item.ts";

/** Dhoti (route /ramraj): 8 items with four features each, 3 images each (docs/behaviour.md#collection-list). */
export const dhotiSource: CollectionSource = {
  id: "ramraj",
  imageCount: 3,
  hero: {
    look: "white cotton dhoti with a gold zari border laid out beside a cream silk shirt",
    art: {
      garment: "dhoti",
      colors: ["#f8f5ec", "#c39b57"],
      pattern: "zari-border",
      with: [{ garment: "shirt", colors: ["#efe2c0"], pattern: "solid" }],
    },
    composition: "flatlay",
  },
  items: [
    {
      slug: "classic-gold-border-dhoti",
      title: "Classic Gold Border Dhoti",
      description:
        "A pure white cotton dhoti with a one-inch gold zari border, woven soft for daily poojas, festivals and family functions.",
      translations: {
        kn: {
          title: "ಚಿನ್ನದ ಅಂಚಿನ ಬಿಳಿ ಪಂಚೆ",
          description: "ಒಂದು ಇಂಚು ಚಿನ್ನದ ಜರಿ ಅಂಚಿನ ಶುದ್ಧ ಬಿಳಿ ಹತ್ತಿ ಪಂಚೆ. ದಿನದ ಪೂಜೆ, ಹಬ್ಬ ಮತ್ತು ಮನೆಯ ಸಮಾರಂಭಗಳಿಗೆ ಮೃದುವಾಗಿ ನೇಯ್ದದ್ದು.",
        },
        hi: {
          title: "सुनहरी किनारी वाली धोती",
          description:
            "एक इंच की सुनहरी ज़री किनारी वाली शुद्ध सफ़ेद सूती धोती, रोज़ की पूजा, त्योहारों और पारिवारिक समारोहों के लिए मुलायम बुनाई।",
        },
      },
      type: "dhoti",
      fabric: "Pure cotton",
      fit: "Free size, 4 metres",
      features: [
        "One-inch gold zari border",
        "Soft, pre-washed weave",
        "Easy to drape and fold",
        "Machine washable on gentle",
      ],
      look: "white cotton dhoti with a one-inch gold zari border",
    },
    {
      slug: "double-dhoti-silver-border",
      title: "Double Dhoti with Silver Border",
      description:
        "A full double dhoti in fine cotton with a slim silver border, the traditional eight-metre length for ceremonies and weddings.",
      translations: {
        kn: {
          title: "ಬೆಳ್ಳಿ ಅಂಚಿನ ಡಬಲ್ ಪಂಚೆ",
          description: "ತೆಳು ಬೆಳ್ಳಿ ಅಂಚಿನ ನಯವಾದ ಹತ್ತಿಯ ಪೂರ್ಣ ಡಬಲ್ ಪಂಚೆ: ಶುಭಕಾರ್ಯ ಮತ್ತು ಮದುವೆಗಳಿಗೆ ಸಾಂಪ್ರದಾಯಿಕ ಎಂಟು ಮೀಟರ್ ಉದ್ದ.",
        },
        hi: {
          title: "चाँदी की किनारी वाली डबल धोती",
          description: "पतली चाँदी की किनारी वाली महीन सूती पूरी डबल धोती: रस्मों और शादियों के लिए पारंपरिक आठ मीटर लंबी।",
        },
      },
      type: "dhoti",
      fabric: "Fine cotton",
      fit: "Free size, 8 metres",
      features: [
        "Slim silver zari border",
        "Traditional double length",
        "Breathable fine count cotton",
        "Pressed and ready to wear",
      ],
      look: "white double dhoti with a slim silver border",
    },
    {
      slug: "velcro-dhoti-gold-border",
      title: "Velcro Dhoti with Gold Border",
      description:
        "A ready-to-wear dhoti with a velcro waist and a side pocket: the look of a draped dhoti in seconds, secure all day.",
      translations: {
        kn: {
          title: "ಚಿನ್ನದ ಅಂಚಿನ ವೆಲ್ಕ್ರೋ ಪಂಚೆ",
          description: "ವೆಲ್ಕ್ರೋ ಸೊಂಟ ಮತ್ತು ಪಕ್ಕದ ಜೇಬಿರುವ ರೆಡಿಮೇಡ್ ಪಂಚೆ: ಕ್ಷಣದಲ್ಲೇ ಉಟ್ಟ ಪಂಚೆಯ ನೋಟ, ದಿನವಿಡೀ ಜಾರದು.",
        },
        hi: {
          title: "सुनहरी किनारी वाली वेल्क्रो धोती",
          description: "वेल्क्रो कमर और बगल की जेब वाली तैयार धोती: पल भर में बँधी धोती जैसा रूप, दिन भर अपनी जगह टिकी।",
        },
      },
      type: "velcro-dhoti",
      fabric: "Cotton",
      fit: "Adjustable velcro waist",
      features: ["Velcro waist, no tying", "Handy side pocket", "Gold zari border", "Stays in place all day"],
      look: "white ready-to-wear velcro dhoti with a gold border",
    },
    {
      slug: "cream-velcro-dhoti",
      title: "Cream Velcro Dhoti",
      description:
        "A cream ready-to-wear velcro dhoti with a contrast maroon-and-gold border, for the wedding, the temple or a festival morning.",
      translations: {
        kn: { title: "ಕೆನೆ ಬಣ್ಣದ ವೆಲ್ಕ್ರೋ ಪಂಚೆ" },
        hi: { title: "क्रीम वेल्क्रो धोती" },
      },
      type: "velcro-dhoti",
      fabric: "Cotton",
      fit: "Adjustable velcro waist",
      features: ["Velcro waist, no tying", "Maroon and gold border", "Side pocket for essentials", "Pre-pleated front"],
      look: "cream velcro dhoti with a maroon and gold border",
    },
    {
      slug: "silk-shirt-ready-dhoti-set",
      title: "Silk Shirt and Ready Dhoti Set",
      description:
        "An art-silk shirt with a matching ready-to-wear dhoti, coordinated in ivory and gold so the set looks right at every function.",
      translations: {
        kn: { title: "ರೇಷ್ಮೆ ಶರ್ಟ್ ಮತ್ತು ರೆಡಿಮೇಡ್ ಪಂಚೆ ಸೆಟ್" },
        hi: { title: "रेशमी शर्ट और तैयार धोती सेट" },
      },
      type: "silk-shirt-ready-dhoti",
      fabric: "Art silk shirt, cotton dhoti",
      fit: "Shirt regular fit; dhoti adjustable",
      features: ["Matching shirt and dhoti", "Ready-to-wear dhoti", "Soft art-silk shirt", "Gift-ready box"],
      look: "ivory art-silk shirt",
      alongside: "its matching ready-to-wear dhoti",
    },
    {
      slug: "pure-silk-shirt-dhoti-set",
      title: "Pure Silk Shirt and Dhoti Set",
      description:
        "A pure silk shirt and a silk dhoti with a wide gold border, woven for weddings, upanayanams and grand festival days.",
      translations: {
        kn: {
          title: "ಶುದ್ಧ ರೇಷ್ಮೆ ಶರ್ಟ್ ಮತ್ತು ಪಂಚೆ ಸೆಟ್",
          description: "ಶುದ್ಧ ರೇಷ್ಮೆ ಶರ್ಟ್ ಮತ್ತು ಅಗಲವಾದ ಚಿನ್ನದ ಅಂಚಿನ ರೇಷ್ಮೆ ಪಂಚೆ: ಮದುವೆ, ಉಪನಯನ ಮತ್ತು ದೊಡ್ಡ ಹಬ್ಬಗಳಿಗೆ.",
        },
        hi: {
          title: "शुद्ध रेशमी शर्ट और धोती सेट",
          description: "शुद्ध रेशमी शर्ट और चौड़ी सुनहरी किनारी वाली रेशमी धोती: शादी, जनेऊ और बड़े त्योहारों के लिए।",
        },
      },
      type: "silk-shirt-dhoti",
      fabric: "Pure silk",
      fit: "Shirt regular fit; dhoti free size",
      features: ["Pure silk shirt and dhoti", "Wide gold zari border", "Rich natural sheen", "Dry clean only"],
      look: "cream pure silk shirt",
      alongside: "its silk dhoti with a wide gold border",
    },
    {
      slug: "gold-shirt-velcro-dhoti-set",
      title: "Gold Shirt and Velcro Dhoti Set",
      description:
        "A gold tissue shirt with a matching velcro dhoti, for the groom's family and festive evenings. Put on in a minute, stays neat.",
      translations: {
        kn: { title: "ಚಿನ್ನದ ಬಣ್ಣದ ಶರ್ಟ್ ಮತ್ತು ವೆಲ್ಕ್ರೋ ಪಂಚೆ ಸೆಟ್" },
        hi: { title: "सुनहरी शर्ट और वेल्क्रो धोती सेट" },
      },
      type: "gold-shirt-velcro-dhoti",
      fabric: "Tissue shirt, cotton dhoti",
      fit: "Shirt regular fit; dhoti adjustable",
      features: ["Gold tissue shirt", "Matching velcro dhoti", "Coordinated zari border", "Festive, easy to wear"],
      look: "gold tissue shirt",
      alongside: "its matching velcro dhoti",
    },
    {
      slug: "copper-shirt-velcro-dhoti-set",
      title: "Copper Shirt and Velcro Dhoti Set",
      description:
        "A copper-toned tissue shirt paired with a velcro dhoti in a copper border, a warm, modern shade for receptions and poojas.",
      translations: {
        kn: { title: "ತಾಮ್ರ ಬಣ್ಣದ ಶರ್ಟ್ ಮತ್ತು ವೆಲ್ಕ್ರೋ ಪಂಚೆ ಸೆಟ್" },
        hi: { title: "ताँबई शर्ट और वेल्क्रो धोती सेट" },
      },
      type: "copper-shirt-velcro-dhoti",
      fabric: "Tissue shirt, cotton dhoti",
      fit: "Shirt regular fit; dhoti adjustable",
      features: ["Copper tissue shirt", "Matching velcro dhoti", "Copper zari border", "Ready to wear in a minute"],
      look: "copper tissue shirt",
      alongside: "its velcro dhoti with a copper border",
    },
  ],
};

export const dhotiCollection = defineCollection(dhotiSource);

/** Dhoti filters by type, "All" first. */
export const dhotiFilters: FilterDefinition = {
  defaultCategory: "all",
  types: {
    label: "Dhoti range",
    allLabel: "All",
    options: [
      { value: "dhoti", label: "Dhoti" },
      { value: "velcro-dhoti", label: "Velcro Dhoti" },
      { value: "silk-shirt-ready-dhoti", label: "Silk Shirt Ready Dhoti" },
      { value: "silk-shirt-dhoti", label: "Silk Shirt Dhoti" },
      { value: "gold-shirt-velcro-dhoti", label: "Gold Shirt Velcro Dhoti" },
      { value: "copper-shirt-velcro-dhoti", label: "Copper Shirt Velcro Dhoti" },
    ],
  },
};
