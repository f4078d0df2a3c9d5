package dev.tungsten.cli.scene;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/// Typed, strict access to the members of one JSON object of a scene: each getter checks the
/// value's type and range and reports errors at the value; [#done] rejects members nobody asked
/// for (a misspelt key is an error, not silently ignored).
final class Fields {
    private final Json.Obj obj;
    private final String what;
    private final Set<String> used = new HashSet<>();

    Fields(Json.Value value, String what) {
        if (!(value instanceof Json.Obj o)) {
            throw value.error("expected " + what + " (an object), found " + value.kind());
        }
        this.obj = o;
        this.what = what;
    }

    Json.Obj object() {
        return obj;
    }

    boolean has(String key) {
        used.add(key);
        return obj.has(key);
    }

    /// The raw value of `key`, or null when absent.
    Json.Value value(String key) {
        used.add(key);
        return obj.get(key);
    }

    Json.Value require(String key) {
        Json.Value v = value(key);
        if (v == null) {
            throw obj.error(what + " needs a \"" + key + "\" member");
        }
        return v;
    }

    String string(String key, String fallback) {
        Json.Value v = value(key);
        return v == null ? fallback : asString(v, key);
    }

    String requireString(String key) {
        return asString(require(key), key);
    }

    static String asString(Json.Value v, String key) {
        if (v instanceof Json.Str s) {
            return s.value();
        }
        throw v.error("expected a string for \"" + key + "\", found " + v.kind());
    }

    double number(String key, double fallback, double min, double max) {
        Json.Value v = value(key);
        return v == null ? fallback : asNumber(v, key, min, max);
    }

    static double asNumber(Json.Value v, String key, double min, double max) {
        if (!(v instanceof Json.Num n)) {
            throw v.error("expected a number for \"" + key + "\", found " + v.kind());
        }
        if (n.value() < min || n.value() > max) {
            throw v.error("\"" + key + "\" must be in " + fmt(min) + ".." + fmt(max) + ", found " + fmt(n.value()));
        }
        return n.value();
    }

    int integer(String key, int fallback, int min, int max) {
        Json.Value v = value(key);
        if (v == null) {
            return fallback;
        }
        double d = asNumber(v, key, min, max);
        if (d != Math.rint(d)) {
            throw v.error("expected a whole number for \"" + key + "\", found " + fmt(d));
        }
        return (int) d;
    }

    boolean bool(String key, boolean fallback) {
        Json.Value v = value(key);
        if (v == null) {
            return fallback;
        }
        if (v instanceof Json.Bool b) {
            return b.value();
        }
        throw v.error("expected true or false for \"" + key + "\", found " + v.kind());
    }

    /// An array of `n` numbers (or of `minN..n`, padded from `fallback`), or `fallback` when absent.
    float[] vector(String key, int minN, int n, float[] fallback) {
        Json.Value v = value(key);
        return v == null ? fallback.clone() : asVector(v, key, minN, n, fallback);
    }

    static float[] asVector(Json.Value v, String key, int minN, int n, float[] fallback) {
        if (!(v instanceof Json.Arr a) || a.items().size() < minN || a.items().size() > n) {
            throw v.error("expected " + (minN == n ? "" + n : minN + " to " + n) + " numbers for \"" + key + "\", found "
                    + (v instanceof Json.Arr a2 ? a2.items().size() + " items" : v.kind()));
        }
        float[] out = fallback.clone();
        for (int i = 0; i < a.items().size(); i++) {
            out[i] = (float) asNumber(a.items().get(i), key, -Float.MAX_VALUE, Float.MAX_VALUE);
        }
        return out;
    }

    List<Json.Value> array(String key) {
        Json.Value v = value(key);
        if (v == null) {
            return List.of();
        }
        if (v instanceof Json.Arr a) {
            return a.items();
        }
        throw v.error("expected an array for \"" + key + "\", found " + v.kind());
    }

    /// One of the keys of `choices` (case-insensitive), or `fallback` when absent.
    <E> E choice(String key, E fallback, Map<String, E> choices) {
        Json.Value v = value(key);
        if (v == null) {
            return fallback;
        }
        String s = asString(v, key).toLowerCase(Locale.ROOT);
        E e = choices.get(s);
        if (e == null) {
            throw v.error("unknown " + key + " \"" + s + "\" (expected one of " + String.join(", ", new TreeSet<>(choices.keySet())) + ")");
        }
        return e;
    }

    /// Rejects members that no getter asked for.
    void done() {
        List<String> unknown = new ArrayList<>();
        for (String k : obj.members().keySet()) {
            if (!used.contains(k)) {
                unknown.add(k);
            }
        }
        if (!unknown.isEmpty()) {
            Json.Pos p = obj.keyPositions().get(unknown.get(0));
            List<String> known = new ArrayList<>(new TreeSet<>(used));
            throw new SceneException(obj.source(), p.line(), p.column(), "unknown member \"" + unknown.get(0) + "\" in "
                    + what + " (known: " + String.join(", ", known) + ")");
        }
    }

    private static String fmt(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
    }
}
