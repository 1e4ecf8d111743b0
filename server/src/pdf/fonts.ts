import { readdirSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import * as fontkit from "fontkit";

/**
 * The typefaces documents are written in: Noto Sans for Latin, Greek and Cyrillic, Noto Sans
 * Arabic, and Noto Sans CJK for Japanese, Korean and Chinese — one design across scripts, free to
 * embed (SIL Open Font License). They are read from the system's font directories, where Debian's
 * `fonts-noto-core` and `fonts-noto-cjk` put them (the container image carries them), once, on the
 * first document that needs them. A script whose face is missing falls back to the next face that
 * has its characters, and a character no face has is written as "?".
 */

export type Weight = "regular" | "bold";

type FaceSource = { file: string; postscriptName?: string };

/** A face found on this machine: its bytes (embedded, subset, into each document) and its glyphs. */
export type Face = {
  /** Unique per face and weight: the name a document registers it under. */
  key: string;
  bytes: Buffer;
  postscriptName: string | undefined;
  font: fontkit.Font;
};

const CJK_VARIANT = { ja: "jp", ko: "kr", zh: "sc" } as const;

/** Each script's faces, in the order a character looks for its glyph. */
function sources(cjkVariant: string, weight: Weight): Record<"latin" | "arabic" | "cjk", FaceSource> {
  const bold = weight === "bold";
  return {
    latin: { file: bold ? "NotoSans-Bold.ttf" : "NotoSans-Regular.ttf" },
    arabic: { file: bold ? "NotoSansArabic-Bold.ttf" : "NotoSansArabic-Regular.ttf" },
    cjk: {
      file: bold ? "NotoSansCJK-Bold.ttc" : "NotoSansCJK-Regular.ttc",
      postscriptName: `NotoSansCJK${cjkVariant}-${bold ? "Bold" : "Regular"}`,
    },
  };
}

const FONT_DIRECTORIES = ["/usr/share/fonts", "/usr/local/share/fonts", join(homedir(), ".local/share/fonts")];

let foundFiles: Map<string, string> | undefined;

/** Every font file under the font directories, by file name (the first found wins). */
function fontFiles(): Map<string, string> {
  if (foundFiles) return foundFiles;
  const files = new Map<string, string>();
  const walk = (directory: string, depth: number) => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(directory, { withFileTypes: true });
    } catch {
      return; // absent or unreadable: nothing there
    }
    for (const entry of entries) {
      const path = join(directory, entry.name);
      if (entry.isDirectory() && depth < 6) walk(path, depth + 1);
      else if (/\.(ttf|otf|ttc)$/i.test(entry.name) && !files.has(entry.name)) files.set(entry.name, path);
    }
  };
  for (const directory of FONT_DIRECTORIES) walk(directory, 0);
  foundFiles = files;
  return files;
}

const loadedFaces = new Map<string, Face | null>();

function loadFace({ file, postscriptName }: FaceSource): Face | null {
  const key = postscriptName ?? file;
  const cached = loadedFaces.get(key);
  if (cached !== undefined) return cached;
  const path = fontFiles().get(file);
  let face: Face | null = null;
  if (path) {
    const bytes = readFileSync(path);
    const font = fontkit.create(bytes, postscriptName);
    if ("hasGlyphForCodePoint" in font) face = { key, bytes, postscriptName, font };
  }
  loadedFaces.set(key, face);
  return face;
}

/**
 * The faces a document in `locale` uses, in the order a character looks for its glyph: the
 * language's own script first (so a Japanese document's Latin letters and digits are the CJK
 * face's, matched to its kana), then the others. Only faces found on this machine are listed.
 */
export function facesFor(locale: string, weight: Weight): Face[] {
  const language = locale.split("-")[0] ?? locale;
  const cjkVariant = CJK_VARIANT[language as keyof typeof CJK_VARIANT] ?? "sc";
  const { latin, arabic, cjk } = sources(cjkVariant, weight);
  const order =
    language in CJK_VARIANT ? [cjk, latin, arabic] : language === "ar" ? [arabic, latin, cjk] : [latin, arabic, cjk];
  return order.map(loadFace).filter((face): face is Face => face !== null);
}

/** Where each script's faces come from, for an operator's check (gatehouse check-config). */
const FACE_PACKAGES = {
  latin: { covers: "Latin, Greek and Cyrillic", debianPackage: "fonts-noto-core" },
  arabic: { covers: "Arabic", debianPackage: "fonts-noto-core" },
  cjk: { covers: "Chinese, Japanese and Korean", debianPackage: "fonts-noto-cjk" },
} as const;

export type MissingFace = { file: string; covers: string; debianPackage: string };

/** The face files documents need that this machine lacks (none on the container image). */
export function missingFaces(): MissingFace[] {
  return (["regular", "bold"] as const).flatMap((weight) =>
    Object.entries(sources("sc", weight)).flatMap(([script, source]) =>
      fontFiles().has(source.file)
        ? []
        : [{ file: source.file, ...FACE_PACKAGES[script as keyof typeof FACE_PACKAGES] }],
    ),
  );
}
