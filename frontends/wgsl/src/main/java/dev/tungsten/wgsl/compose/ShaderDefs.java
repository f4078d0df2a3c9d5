package dev.tungsten.wgsl.compose;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/// The shader defs a host sets for a composition (naga_oil's `ShaderDefValue`s): each name is a
/// boolean, a signed integer or an unsigned integer. `#ifdef NAME` asks whether a name is set at
/// all (a def set to `false` is set); `#if NAME op VALUE` compares its value; `#{NAME}` writes it
/// into the code (`true`, `-3`, `3u`).
public final class ShaderDefs {
    /// A def's value: [Bool], [Int] (`i32` range) or [UInt] (`u32` range).
    public sealed interface Value {
        /// The WGSL text `#{NAME}` is replaced with.
        String text();
    }

    public record Bool(boolean value) implements Value {
        @Override public String text() { return Boolean.toString(value); }
    }

    public record Int(int value) implements Value {
        @Override public String text() { return Integer.toString(value); }
    }

    public record UInt(long value) implements Value {
        public UInt {
            if (value < 0 || value > 0xFFFF_FFFFL) {
                throw new IllegalArgumentException("u32 value out of range: " + value);
            }
        }

        @Override public String text() { return value + "u"; }
    }

    public static final ShaderDefs NONE = new ShaderDefs(Map.of());

    private final Map<String, Value> values;

    private ShaderDefs(Map<String, Value> values) {
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    public static ShaderDefs of(Map<String, Value> values) {
        return new ShaderDefs(values);
    }

    /// Parses host definitions written as on a command line: `NAME` (true), `NAME=true|false`,
    /// `NAME=-3` (an `i32`), `NAME=3u` (a `u32`); a plain non-negative number is an `i32`, as
    /// naga_oil's hosts write `ShaderDefValue::Int` for it. A later definition of a name replaces
    /// an earlier one.
    public static ShaderDefs parse(Iterable<String> definitions) {
        Map<String, Value> out = new LinkedHashMap<>();
        for (String d : definitions) {
            int eq = d.indexOf('=');
            String name = eq < 0 ? d : d.substring(0, eq);
            if (!isName(name)) {
                throw new IllegalArgumentException("a shader def is NAME or NAME=VALUE, not '" + d + "'");
            }
            Value v = eq < 0 ? new Bool(true) : value(d.substring(eq + 1));
            if (v == null) {
                throw new IllegalArgumentException("the value of shader def " + name
                        + " is true, false, an i32 or a u32 (3u), not '" + d.substring(eq + 1) + "'");
            }
            out.remove(name);
            out.put(name, v);
        }
        return new ShaderDefs(out);
    }

    /// The value a definition's text stands for, or `null`: `true`, `false`, a decimal `i32`, or
    /// a decimal with a `u` suffix for a `u32`.
    public static Value value(String text) {
        String t = text.trim();
        if (t.equals("true") || t.equals("false")) {
            return new Bool(t.equals("true"));
        }
        try {
            if (t.endsWith("u")) {
                long v = Long.parseLong(t.substring(0, t.length() - 1));
                return v >= 0 && v <= 0xFFFF_FFFFL ? new UInt(v) : null;
            }
            long v = Long.parseLong(t);
            return v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE ? new Int((int) v) : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    static boolean isName(String s) {
        if (s.isEmpty() || !(Character.isLetter(s.charAt(0)) || s.charAt(0) == '_')) {
            return false;
        }
        for (int i = 1; i < s.length(); i++) {
            if (!(Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) {
                return false;
            }
        }
        return true;
    }

    /// The value of `name`, or `null` when it is not set.
    public Value get(String name) {
        return values.get(name);
    }

    public boolean isSet(String name) {
        return values.containsKey(name);
    }

    public Map<String, Value> values() {
        return values;
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
