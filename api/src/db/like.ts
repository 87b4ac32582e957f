/** A LIKE pattern for "contains `text`", its wildcards escaped so a search for "50%" means the text "50%". */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
