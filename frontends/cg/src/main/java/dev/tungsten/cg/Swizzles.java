package dev.tungsten.cg;

/// Parsing of Cg's swizzle suffixes (§"New Vector Operators"): vector swizzles in one of the
/// sets `xyzw`, `rgba`, `stpq` (a scalar swizzles like a vector of one component), and matrix
/// swizzles `_m<row><col>...` (zero-based) or `_<row><col>...` (one-based, Direct3D style),
/// which may not mix.
final class Swizzles {
    private Swizzles() {}

    private static final String[] SETS = {"xyzw", "rgba", "stpq"};

    /// The component indices of vector swizzle `s` on a vector of `size` components, or `null`
    /// when `s` is not a swizzle of it.
    static int[] vector(String s, int size) {
        if (s.isEmpty() || s.length() > 4) {
            return null;
        }
        for (String set : SETS) {
            int[] out = new int[s.length()];
            boolean ok = true;
            for (int i = 0; i < s.length() && ok; i++) {
                int c = set.indexOf(s.charAt(i));
                ok = c >= 0 && c < size;
                out[i] = c;
            }
            if (ok) {
                return out;
            }
        }
        return null;
    }

    /// Whether `s` is spelled like a vector swizzle at all (letters of one set), whatever size.
    static boolean looksLikeVectorSwizzle(String s) {
        return vector(s, 4) != null;
    }

    /// The (row, column) pairs of matrix swizzle `s` on a `rows` x `columns` matrix, or `null`
    /// when `s` is not a matrix swizzle; throws [IllegalArgumentException] with the reason when
    /// it is spelled like one but is invalid.
    static int[][] matrix(String s, int rows, int columns) {
        if (!s.startsWith("_")) {
            return null;
        }
        String[] parts = s.substring(1).split("_", -1);
        int[][] out = new int[parts.length][];
        Boolean zeroBased = null;
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i];
            boolean z = p.startsWith("m");
            if (z) {
                p = p.substring(1);
            }
            if (p.length() != 2 || !Character.isDigit(p.charAt(0)) || !Character.isDigit(p.charAt(1))) {
                return null;
            }
            if (zeroBased != null && zeroBased != z) {
                throw new IllegalArgumentException("zero-based (_m) and one-based (_) elements cannot be mixed");
            }
            zeroBased = z;
            int r = p.charAt(0) - '0' - (z ? 0 : 1);
            int c = p.charAt(1) - '0' - (z ? 0 : 1);
            if (r < 0 || c < 0 || r >= rows || c >= columns) {
                throw new IllegalArgumentException("element " + parts[i] + " is outside a " + rows + "x" + columns + " matrix");
            }
            out[i] = new int[] {r, c};
        }
        if (out.length > 4) {
            throw new IllegalArgumentException("at most four elements");
        }
        return out;
    }

    /// Whether the indices are distinct (a write mask may not repeat a component).
    static boolean distinct(int[] idx) {
        for (int i = 0; i < idx.length; i++) {
            for (int j = 0; j < i; j++) {
                if (idx[i] == idx[j]) {
                    return false;
                }
            }
        }
        return true;
    }
}
