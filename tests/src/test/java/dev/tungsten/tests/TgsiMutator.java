package dev.tungsten.tests;

import java.util.List;
import java.util.Random;

/// Deterministic mutations of TGSI texts and token words for the fuzz tests: small edits that
/// keep most of a real shader intact, so that inputs reach deep into the assembler and the token
/// reader rather than failing on the first character.
final class TgsiMutator {
    /// Fragments that are meaningful to the assembler: names of every kind, numbers at field
    /// limits, punctuation and whitespace of every sort.
    private static final List<String> DICTIONARY = List.of(
            "MOV", "TEX", "TEX2", "TEX_LZ", "TXF", "SAMPLE_I_MS", "IF", "UIF", "ELSE", "ENDIF", "BGNLOOP", "ENDLOOP",
            "BGNSUB", "ENDSUB", "CAL", "EMIT", "ENDPRIM", "LOAD", "STORE", "ATOMCAS", "RESQ", "BARRIER", "SUB", "ABS",
            "KIL", "KILP", "SHR", "FRAC", "SCS", "DFRACEXP", "CALLNZ", "_SAT", "_PRECISE", "DCL", "IMM", "PROPERTY",
            "CONST", "IN", "OUT", "TEMP", "SAMP", "ADDR", "SV", "IMAGE", "SVIEW", "BUFFER", "MEMORY", "CONSTBUF",
            "HWATOMIC", "NULL", "GENERIC", "POSITION", "TESS_DEFAULT_OUTER_LEVEL", "PATCH", "ARRAY(1)", "LOCAL",
            "STREAM(1, 2, 3, 0)", "PERSPECTIVE", "CENTROID", "INVARIANT", "2D", "CUBEARRAY", "UNKNOWN", "FLOAT", "UINT",
            "RAW", "WR", "PIPE_FORMAT_R32G32B32A32_FLOAT", "COHERENT", "SHARED", "ATOMIC", "FLT32", "UINT32", "INT32",
            "FLT64", "UINT64", "INT64", "GS_INPUT_PRIMITIVE", "TRIANGLES", "NEXT_SHADER", "FRAG", "VERT", "GEOM",
            "TESS_CTRL", "COMP", "0", "1", "7", "255", "1023", "1024", "32767", "32768", "65535", "65536",
            "16777215", "16777216", "4294967295", "4294967296", "99999999999999999999", "-1", "+3", "- 3", "0x3f800000",
            "0x1p-3", "1e40", "-0.0", "nan", "inf", "0.1", "[", "]", "[]", "..", "{", "}", "(", ")", ",", ".", ".xyzw",
            ".x", ".wzyx", "|", "-", ":", " :3", "3:", "[ADDR[0].x+1]", "[ADDR[0].y - 2]", "[1][2]", "(2)", " ", "\t",
            "\n", "\r\n", "\r", "\n\n", "%", "#", ";", "\u00e9", "\u0000");

    private final Random random;

    TgsiMutator(long seed) {
        this.random = new Random(seed);
    }

    int nextInt(int bound) {
        return random.nextInt(bound);
    }

    /// `seed` with one to four edits; `other` may be spliced in.
    String mutate(String seed, String other) {
        StringBuilder s = new StringBuilder(seed);
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits; e++) {
            int len = s.length();
            int at = len == 0 ? 0 : random.nextInt(len + 1);
            switch (random.nextInt(9)) {
                case 0 -> s.insert(at, DICTIONARY.get(random.nextInt(DICTIONARY.size())));
                case 1 -> {
                    int end = Math.min(len, at + 1 + random.nextInt(12));
                    s.replace(at, end, DICTIONARY.get(random.nextInt(DICTIONARY.size())));
                }
                case 2 -> s.delete(at, Math.min(len, at + 1 + random.nextInt(8)));
                case 3 -> s.insert(at, (char) (32 + random.nextInt(95)));
                case 4 -> {
                    int end = Math.min(len, at + 1 + random.nextInt(40));
                    s.insert(end, s.substring(at, end));
                }
                case 5 -> s.setLength(at);
                case 6 -> {
                    int from = other.isEmpty() ? 0 : random.nextInt(other.length());
                    int to = Math.min(other.length(), from + 1 + random.nextInt(200));
                    s.insert(at, other, from, to);
                }
                case 7 -> {
                    if (at < len && Character.isDigit(s.charAt(at))) {
                        s.setCharAt(at, (char) ('0' + random.nextInt(10)));
                    } else if (at < len) {
                        char ch = s.charAt(at);
                        s.setCharAt(at, Character.isUpperCase(ch) ? Character.toLowerCase(ch) : Character.toUpperCase(ch));
                    }
                }
                default -> swapLines(s);
            }
        }
        return s.toString();
    }

    private void swapLines(StringBuilder s) {
        String[] lines = s.toString().split("\n", -1);
        if (lines.length < 2) {
            return;
        }
        int a = random.nextInt(lines.length);
        int b = random.nextInt(lines.length);
        String t = lines[a];
        lines[a] = lines[b];
        lines[b] = t;
        s.setLength(0);
        s.append(String.join("\n", lines));
    }

    /// A token stream: random words, or `seed` with bit flips, inserted, deleted or duplicated
    /// words, and a header that sometimes lies about the body size.
    int[] mutateWords(int[] seed) {
        int[] w;
        if (seed.length == 0 || random.nextInt(8) == 0) {
            w = new int[random.nextInt(48)];
            for (int i = 0; i < w.length; i++) {
                w[i] = random.nextInt(4) == 0 ? random.nextInt() : random.nextInt(1 << (4 + random.nextInt(27)));
            }
            if (w.length >= 2 && random.nextBoolean()) {
                w[0] = 2 | (w.length - 2) << 8;
                w[1] = random.nextInt(8);
            }
            return w;
        }
        w = seed.clone();
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits && w.length > 0; e++) {
            int at = random.nextInt(w.length);
            switch (random.nextInt(6)) {
                case 0, 1 -> w[at] ^= 1 << random.nextInt(32);
                case 2 -> w[at] = random.nextInt();
                case 3 -> {
                    int[] n = new int[w.length + 1];
                    System.arraycopy(w, 0, n, 0, at);
                    n[at] = w[random.nextInt(w.length)];
                    System.arraycopy(w, at, n, at + 1, w.length - at);
                    w = n;
                }
                case 4 -> {
                    if (w.length > 1) {
                        int[] n = new int[w.length - 1];
                        System.arraycopy(w, 0, n, 0, at);
                        System.arraycopy(w, at + 1, n, at, w.length - at - 1);
                        w = n;
                    }
                }
                default -> w[at] = w[random.nextInt(w.length)];
            }
        }
        if (w.length >= 1 && random.nextInt(3) > 0) {
            // Keep the header consistent most of the time so the body gets parsed.
            w[0] = 2 | (Math.max(0, w.length - 2) & 0xFFFFFF) << 8;
        }
        return w;
    }
}
