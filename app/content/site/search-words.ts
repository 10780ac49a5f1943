import type { CrossScriptWord } from "../../lib/catalogue/catalogue-search.ts";

/**
 * The shop's words as a shopper types them in Kannada or Hindi (issue 33), each with
 * the English word the catalogue's search already knows. Search brings every spelling
 * here to that word on both sides, so "ಶೇರ್ವಾನಿ" or "शेरवानी" finds an item whose
 * words are English only, and a staff title in Kannada is found by the English word too.
 *
 * One word per spelling (the search compares words). Spellings that differ only in a
 * long or short vowel (शेरवानी, शेरवानि) need not both be listed: search folds those
 * alike; they are listed where shoppers type them both, to say so.
 */
export const crossScriptWords: readonly CrossScriptWord[] = [
  { word: "sherwani", kn: ["ಶೇರ್ವಾನಿ", "ಶೆರ್ವಾನಿ", "ಶೇರವಾನಿ"], hi: ["शेरवानी", "शेरवानि", "शेरवाणी", "शेरवाणि"] },
  { word: "dhoti", kn: ["ಧೋತಿ", "ಧೋತರ", "ಧೋತ್ರ", "ದೋತಿ"], hi: ["धोती", "धोति", "धोतिया"] },
  { word: "veshti", kn: ["ವೇಷ್ಟಿ", "ವೇಸ್ಟಿ", "ವೇಷ್ಠಿ"], hi: ["वेष्टि", "वेष्टी", "वेश्टी"] },
  { word: "panche", kn: ["ಪಂಚೆ", "ಪಂಚೆಗಳು"], hi: ["पंचे"] },
  { word: "mundu", kn: ["ಮುಂಡು"], hi: ["मुंडु"] },
  { word: "kurta", kn: ["ಕುರ್ತಾ", "ಕುರ್ತ", "ಜುಬ್ಬ", "ಜುಬ್ಬಾ"], hi: ["कुर्ता", "कुरता", "कुर्ते", "कुरते"] },
  { word: "pyjama", kn: ["ಪೈಜಾಮ", "ಪೈಜಾಮಾ"], hi: ["पायजामा", "पजामा", "पाजामा"] },
  { word: "churidar", kn: ["ಚೂಡಿದಾರ್", "ಚುಡಿದಾರ್"], hi: ["चूड़ीदार", "चुड़ीदार"] },
  { word: "shirt", kn: ["ಶರ್ಟ್", "ಶರ್ಟು", "ಅಂಗಿ"], hi: ["शर्ट", "कमीज़", "कमीज"] },
  { word: "tshirt", kn: ["ಟೀಶರ್ಟ್"], hi: ["टीशर्ट"] },
  { word: "pant", kn: ["ಪ್ಯಾಂಟ್", "ಪ್ಯಾಂಟು"], hi: ["पैंट", "पेंट", "पतलून"] },
  { word: "lungi", kn: ["ಲುಂಗಿ"], hi: ["लुंगी"] },
  { word: "shawl", kn: ["ಶಾಲು", "ಶಾಲ್"], hi: ["शॉल", "शाल", "दुशाला"] },
  { word: "silk", kn: ["ರೇಷ್ಮೆ", "ಸಿಲ್ಕ್"], hi: ["रेशम", "रेशमी", "सिल्क"] },
  { word: "cotton", kn: ["ಹತ್ತಿ", "ಕಾಟನ್"], hi: ["सूती", "कॉटन"] },
  { word: "linen", kn: ["ಲಿನನ್", "ಲಿನೆನ್"], hi: ["लिनन", "लिनेन"] },
  { word: "blazer", kn: ["ಬ್ಲೇಜರ್"], hi: ["ब्लेज़र", "ब्लेजर"] },
  { word: "jacket", kn: ["ಜಾಕೆಟ್"], hi: ["जैकेट"] },
  { word: "sweater", kn: ["ಸ್ವೆಟರ್"], hi: ["स्वेटर"] },
  { word: "vest", kn: ["ಬನಿಯನ್"], hi: ["बनियान"] },
  { word: "jodhpuri", kn: ["ಜೋಧಪುರಿ", "ಜೋಧ್‌ಪುರಿ"], hi: ["जोधपुरी"] },
  { word: "bandi", kn: ["ಬಂಡಿ"], hi: ["बंडी"] },
  { word: "safa", kn: ["ಪೇಟ", "ಪೇಟಾ", "ಸಾಫಾ"], hi: ["साफ़ा", "साफा", "पगड़ी"] },
  { word: "mojdi", kn: ["ಮೊಜಡಿ", "ಮೋಜಡಿ"], hi: ["मोजड़ी", "जूती"] },
  { word: "suit", kn: ["ಸೂಟ್"], hi: ["सूट"] },
  { word: "wedding", kn: ["ಮದುವೆ"], hi: ["शादी"] },
  { word: "groom", kn: ["ಮದುಮಗ"], hi: ["दूल्हा"] },
];
