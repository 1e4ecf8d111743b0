import { useState } from "react";

/** "Ada Lovelace" → "AL", "ada@example.com" → "A". */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, "")
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters
    .map((word) => [...(word ?? "")][0] ?? "")
    .join("")
    .toUpperCase();
}

export interface AvatarProps {
  name: string;
  image?: string | null | undefined;
  size?: "small" | "medium";
  /** Square corners: an organization rather than a person. */
  square?: boolean;
}

/**
 * The picture, or the initials when there is none or it does not load. Decorative: whatever
 * shows it names the person or organization in text.
 */
export function Avatar({ name, image, size = "medium", square }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = ["gh-avatar", size === "small" && "gh-avatar--small", square && "gh-avatar--square"];
  const className = classes.filter(Boolean).join(" ");
  if (image && failed !== image) {
    return <img className={className} src={image} alt="" aria-hidden="true" onError={() => setFailed(image)} />;
  }
  return (
    <span className={className} aria-hidden="true">
      {initialsOf(name) || "?"}
    </span>
  );
}
